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
//! * `marrakesh catalog`: print the embedded component catalog, or check a
//!   corrected one (`--catalog FILE` plays with it).
//!
//! See docs/cli.md for examples.

mod catalog;
use marrakesh_describe as describe;
mod gamefile;
mod hint;
mod language;
mod modules;
mod script;
mod seats;
mod simulate;
mod tui;

use clap::{Args, Parser, Subcommand, ValueEnum};
use gamefile::{ChosenCatalog, CliError};
use marrakesh_bots::BotKind;
use marrakesh_engine::{
    Difficulty, Edition, ExchangeOffices, Modules, Opponent, PlayerId, Setup, Solo, StaircaseTiles,
    TowerSetting,
};
use std::io::Write;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "marrakesh",
    version,
    about = "Stefan Feld's Marrakesh: play in the terminal, simulate bot games, script games as JSON",
    after_help = "Without a command, `marrakesh` starts the game server on 127.0.0.1 (games in marrakesh.db) and opens the lobby in your browser; `marrakesh play` is the terminal game."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Language of the texts: de, nl or en (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else English; JSON output is the same in all)
    #[arg(long, global = true, value_name = "LANG", value_parser = language::parse_arg)]
    lang: Option<marrakesh_describe::Lang>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a game in the terminal (you against bots, or hot-seat)
    Play(PlayArgs),
    /// Play many bot games and print statistics
    Simulate(SimArgs),
    /// Measure the engine's speed (single thread, bot games)
    Bench(BenchArgs),
    /// Print a new game file (JSON) to stdout
    New(NewArgs),
    /// Print who must decide and the legal actions (JSON)
    Legal {
        /// The game file
        file: PathBuf,
        /// Whose actions to list (default: the first pending player)
        #[arg(long, allow_negative_numbers = true)]
        player: Option<PlayerId>,
    },
    /// Apply one action and print the new game file
    Apply {
        /// The game file
        file: PathBuf,
        /// The action as JSON, exactly as `legal` lists it ("-" reads it from stdin)
        action: String,
        /// The acting seat (default: the only pending player)
        #[arg(long, allow_negative_numbers = true)]
        player: Option<PlayerId>,
        /// Rewrite the file (atomically) and print what happened instead
        #[arg(long)]
        in_place: bool,
    },
    /// Print what one seat (or a spectator) may see (JSON)
    View {
        /// The game file
        file: PathBuf,
        /// The seat (from 0); --player K or --spectator is required
        #[arg(long, conflicts_with = "spectator", allow_negative_numbers = true)]
        player: Option<PlayerId>,
        /// Only what everybody may see
        #[arg(long)]
        spectator: bool,
    },
    /// Print the score breakdown
    Score {
        /// The game file
        file: PathBuf,
        /// As JSON
        #[arg(long)]
        json: bool,
    },
    /// Replay a game file and print every action and its events
    Replay {
        /// The game file
        file: PathBuf,
        /// As JSON
        #[arg(long)]
        json: bool,
    },
    /// Serve games online (HTTP + WebSocket; see docs/server.md)
    Serve(ServeArgs),
    /// Pool `simulate --json` reports played in chunks into tables with
    /// 95% intervals (text, Markdown or an HTML report with plots)
    Report(ReportArgs),
    /// Print the embedded component catalog (TOML), to edit and use with --catalog
    Catalog {
        /// Instead of printing, check that FILE is a catalog the engine accepts
        #[arg(long, value_name = "FILE")]
        check: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum EditionArg {
    Classic,
    Essential,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum TowerArg {
    B1,
    B2,
    None,
}

#[derive(Args, Debug, Clone)]
struct SetupArgs {
    /// Rules edition
    #[arg(long, value_enum, default_value_t = EditionArg::Classic)]
    edition: EditionArg,
    /// The tower's intermediate layer (none: every keshi comes out)
    #[arg(long, value_enum, default_value_t = TowerArg::B1)]
    tower: TowerArg,
    /// Random seed (default: a random one)
    #[arg(long, allow_negative_numbers = true)]
    seed: Option<u64>,
    /// Component catalog (TOML) to play with instead of the embedded one
    /// (see `marrakesh catalog`); a new game's file keeps a copy
    #[arg(long, value_name = "FILE")]
    catalog: Option<PathBuf>,
    #[command(flatten)]
    modules: ModuleArgs,
}

/// The help heading of the module options.
const MODULES_HEADING: &str =
    "Modules of the base box and the expansion box (any combination, also with --solo)";

/// The modules of the base box (rulebook "Expansion modules" 1-5) and of
/// the expansion box.
#[derive(Args, Debug, Clone, Default)]
struct ModuleArgs {
    /// Modules in play, comma separated: staircase-tiles, imam-sultan,
    /// exchange-offices, spectators, desert-towns (or 1-5);
    /// new-luxury-goods, new-oases, camel-race, nomads, special-buildings,
    /// new-provisions (expansion box); all (these eleven; solo: the
    /// buildings' back side); none (default)
    #[arg(long, value_name = "LIST", help_heading = MODULES_HEADING)]
    modules: Option<String>,
    /// Module 3 variant: only the 6 new exchange offices. Implies module 3
    #[arg(long, help_heading = MODULES_HEADING)]
    offices_new_only: bool,
    /// Module 1 variant: the staircase tiles chosen, not drawn: TILE:SIDE
    /// (tile 1-20, side 0 or 1) for each of the 12 spaces, bottom left
    /// first. Implies module 1
    #[arg(long, value_name = "T:S,...", help_heading = MODULES_HEADING)]
    staircase_tiles: Option<String>,
    /// Special buildings: everybody plays the back side (starting keshi,
    /// resources and scroll, no ability). Implies the module; solo games
    /// always use the back side
    #[arg(long, help_heading = MODULES_HEADING)]
    buildings_back: bool,
}

impl ModuleArgs {
    /// The modules asked for.
    fn modules(&self) -> Result<Modules, CliError> {
        let list = self.modules.as_deref().unwrap_or("none");
        let mut m = modules::parse(list).map_err(CliError::input)?;
        let explicit_none = m.is_none() && self.modules.is_some();
        if self.offices_new_only {
            if explicit_none {
                return Err(CliError::input(
                    "--offices-new-only is module 3's variant, but --modules says none",
                ));
            }
            m.exchange_offices = Some(ExchangeOffices::NewOnly);
        }
        if let Some(t) = &self.staircase_tiles {
            if explicit_none {
                return Err(CliError::input(
                    "--staircase-tiles is module 1's variant, but --modules says none",
                ));
            }
            let tiles = modules::parse_tiles(t).map_err(CliError::input)?;
            m.staircase_tiles = Some(StaircaseTiles::Chosen { tiles });
        }
        if self.buildings_back {
            if explicit_none {
                return Err(CliError::input(
                    "--buildings-back is the special buildings' side, but --modules says none",
                ));
            }
            m.special_buildings = Some(marrakesh_engine::BuildingSide::Back);
        }
        Ok(m)
    }
}

impl SetupArgs {
    /// The catalog asked for with `--catalog`, else the embedded one.
    fn catalog(&self) -> Result<ChosenCatalog, CliError> {
        match &self.catalog {
            Some(path) => ChosenCatalog::read(path),
            None => Ok(ChosenCatalog::embedded()),
        }
    }

    /// The setup of a game for `players` players, or of a solo game.
    fn setup(&self, players: u8, solo: Option<Solo>) -> Result<Setup, CliError> {
        let seed = match self.seed {
            Some(seed) => seed,
            None => random_seed()?,
        };
        let base = match solo {
            Some(solo) => Setup::solo(solo, seed),
            None => Setup::new(players, seed),
        };
        Ok(Setup {
            edition: match self.edition {
                EditionArg::Classic => Edition::Classic,
                EditionArg::Essential => Edition::Essential,
            },
            tower: match self.tower {
                TowerArg::B1 => TowerSetting::B1,
                TowerArg::B2 => TowerSetting::B2,
                TowerArg::None => TowerSetting::NoTower,
            },
            modules: solo_side(self.modules.modules()?, solo.is_some()),
            ..base
        })
    }
}

/// 003 Paschabot, "Erweiterung: Spezialgebäude": "Benutze nur die
/// Rückseite der Gebäude" (e.g. `--solo --modules all`).
fn solo_side(m: Modules, solo: bool) -> Modules {
    if solo {
        m.for_solo()
    } else {
        m
    }
}

/// Solo play: `--solo` or `--lazy`, and the difficulty adjustments of the
/// solo rules, one flag each, freely combined.
#[derive(Args, Debug, Clone, Default)]
#[command(
    next_help_heading = "Solo play against the Paschabot (difficulty flags: with --solo, any combination)"
)]
struct SoloArgs {
    /// Solo: P0 (you; in simulate the --bots bot) against the Paschabot
    /// (P1), played by its rules
    #[arg(long)]
    solo: bool,
    /// Solo against the lazy Paschabot (no board; you play for a title:
    /// 135, 160, 185 or 201 points). Implies --solo
    #[arg(long)]
    lazy: bool,
    /// Easier: its 3rd, 5th and 7th caravan reveal no strategy tile (3 tiles
    /// all game)
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    easier_no_extra_tiles: bool,
    /// Easier: at the end it scores only its complete sectors, not its keshis
    /// per sector
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    easier_complete_sectors_only: bool,
    /// Easier: its main-square action gives the bonus once (not 3 times)
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    easier_main_square_once: bool,
    /// Easier: the fisherman symbol on its strategy tiles does not move its
    /// fisherman
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    easier_no_fisherman_moves: bool,
    /// Harder: in the medina it always takes the most expensive gate of a
    /// colour
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    harder_expensive_gates: bool,
    /// Harder: its main-square action gives the bonus 4 times
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    harder_main_square_four: bool,
    /// Harder: at setup it deploys the 5 storage keshis left in the bag
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    harder_storage_keshis: bool,
}

impl SoloArgs {
    /// The solo options asked for, if any.
    fn solo(&self) -> Option<Solo> {
        if !self.solo && !self.lazy {
            return None;
        }
        Some(Solo {
            opponent: if self.lazy {
                Opponent::Lazy
            } else {
                Opponent::Paschabot
            },
            difficulty: Difficulty {
                no_extra_tiles: self.easier_no_extra_tiles,
                complete_sectors_only: self.easier_complete_sectors_only,
                main_square_once: self.easier_main_square_once,
                no_fisherman_moves: self.easier_no_fisherman_moves,
                expensive_gates: self.harder_expensive_gates,
                main_square_four: self.harder_main_square_four,
                storage_keshis: self.harder_storage_keshis,
            },
        })
    }
}

#[derive(Args, Debug, Clone)]
struct PlayArgs {
    /// Number of players, 2 to 4 (default: 3, or the number of --seats)
    #[arg(long, conflicts_with_all = ["solo", "lazy"], allow_negative_numbers = true)]
    players: Option<u8>,
    /// Who sits where, e.g. human,greedy,random or human,human (hot-seat)
    #[arg(long, conflicts_with_all = ["solo", "lazy"])]
    seats: Option<String>,
    #[command(flatten)]
    setup: SetupArgs,
    /// Continue the game saved in FILE
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Save the game after every action to FILE (default: the resumed file,
    /// else marrakesh-save.json)
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Pause between bot moves, in milliseconds (any key skips the pause)
    #[arg(long, default_value_t = 600, allow_negative_numbers = true)]
    delay: u64,
    #[command(flatten)]
    solo: SoloArgs,
}

#[derive(Args, Debug, Clone)]
struct SimArgs {
    /// Number of games
    #[arg(long, default_value_t = 100, allow_negative_numbers = true)]
    games: usize,
    /// Players per game, 2 to 4
    #[arg(
        long,
        default_value_t = 3,
        conflicts_with_all = ["solo", "lazy"],
        allow_negative_numbers = true
    )]
    players: u8,
    /// Bot per seat (random, greedy, ismcts; ismcts:MS, ismcts:Nit,
    /// ismcts:BUDGET:THREADS), comma separated; one name for all seats.
    /// Solo: the one bot playing your seat (P0)
    #[arg(long, default_value = "greedy")]
    bots: String,
    #[command(flatten)]
    setup: SetupArgs,
    /// Worker threads (default: all cores)
    #[arg(long, allow_negative_numbers = true)]
    threads: Option<usize>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Measure single-threaded engine speed with random bots instead
    #[arg(long, conflicts_with_all = ["solo", "lazy", "per_game", "save_games", "report"])]
    bench: bool,
    /// Also write one row per game and seat to FILE: CSV (FILE.csv) or
    /// JSON Lines (FILE.jsonl); columns in docs/cli.md
    #[arg(long, value_name = "FILE", help_heading = LAB_HEADING)]
    per_game: Option<PathBuf>,
    /// Also save every game as a game file in DIR (created if missing):
    /// DIR/game-0000.json, ... for `marrakesh replay`, `score`, `play --resume`
    #[arg(long, value_name = "DIR", help_heading = LAB_HEADING)]
    save_games: Option<PathBuf>,
    /// Also write an HTML report with plots to FILE: score distributions,
    /// win rates, points by category, head to head, score after each round
    #[arg(long, value_name = "FILE", help_heading = LAB_HEADING)]
    report: Option<PathBuf>,
    #[command(flatten)]
    solo: SoloArgs,
}

/// The help heading of the simulation lab's outputs.
const LAB_HEADING: &str = "Simulation lab (besides the summary)";

#[derive(Args, Debug, Clone)]
struct ReportArgs {
    /// `simulate --json` reports: a directory of a table's chunks
    /// (TABLE/*.json), a directory of such directories (one table each),
    /// or single report files
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Write an HTML report with plots to FILE instead of printing the tables
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    /// Print the tables as the rows of one Markdown table
    #[arg(long, conflicts_with = "html")]
    markdown: bool,
}

#[derive(Args, Debug, Clone)]
struct BenchArgs {
    /// Number of games
    #[arg(long, default_value_t = 500, allow_negative_numbers = true)]
    games: usize,
    /// Players per game, 2 to 4
    #[arg(long, default_value_t = 4, allow_negative_numbers = true)]
    players: u8,
    /// The bot playing every seat
    #[arg(long, default_value = "random")]
    bot: String,
    #[command(flatten)]
    setup: SetupArgs,
}

#[derive(Args, Debug, Clone)]
struct ServeArgs {
    /// Address to listen on (loopback by default; 0.0.0.0:8080 for a LAN)
    #[arg(long, env = "MARRAKESH_BIND", default_value = "127.0.0.1:8080")]
    bind: std::net::SocketAddr,
    /// Where the games are: an SQLite file (created if missing; `sqlite:`
    /// before the path is allowed) or a PostgreSQL URL
    /// (postgres://user:password@host/database)
    #[arg(long, env = "MARRAKESH_DB", default_value = "marrakesh.db")]
    db: String,
    /// Seconds a human seat must be pending with nobody connected before
    /// the host may hand it to a bot
    #[arg(long, env = "MARRAKESH_ZOMBIE_AFTER", default_value_t = 300)]
    zombie_after: u64,
    /// Days without a move after which a running game is archived
    #[arg(long, env = "MARRAKESH_ARCHIVE_AFTER_DAYS", default_value_t = 14)]
    archive_after_days: u64,
    /// Pause before a bot's move is played, in milliseconds
    #[arg(long, env = "MARRAKESH_BOT_DELAY", default_value_t = 0)]
    bot_delay: u64,
    /// New games per minute per IP address
    #[arg(long, env = "MARRAKESH_GAMES_PER_MINUTE", default_value_t = 10)]
    games_per_minute: usize,
    /// SQLite's synchronous setting: `full` (every acknowledged action
    /// survives power loss) or `normal` (it survives a killed server, not an
    /// OS crash; faster)
    #[arg(long, env = "MARRAKESH_SYNCHRONOUS", default_value = "full", value_parser = ["full", "normal"])]
    synchronous: String,
    /// Seconds a connection has to send a request's head (also the wait
    /// for the next request on a kept-alive connection)
    #[arg(long, env = "MARRAKESH_HEADER_READ_TIMEOUT", default_value_t = 10.0)]
    header_read_timeout: f64,
    /// Seconds a request's body has to arrive after its head (then 408)
    #[arg(long, env = "MARRAKESH_BODY_READ_TIMEOUT", default_value_t = 10.0)]
    body_read_timeout: f64,
    /// Seconds without a byte either way after which a connection is closed
    #[arg(long, env = "MARRAKESH_IDLE_TIMEOUT", default_value_t = 60.0)]
    idle_timeout: f64,
    /// Open connections (HTTP and WebSocket) from one address at most
    /// (IPv6: per /64)
    #[arg(long, env = "MARRAKESH_MAX_CONNECTIONS_PER_IP", default_value_t = 64)]
    max_connections_per_ip: usize,
    /// Open connections in all at most (lowered to fit the limit of open
    /// files)
    #[arg(long, env = "MARRAKESH_MAX_CONNECTIONS", default_value_t = 8192)]
    max_connections: usize,
    /// WebSockets per seat at most (a seat's tabs; never blocked by
    /// spectators)
    #[arg(long, env = "MARRAKESH_SOCKETS_PER_SEAT", default_value_t = 4)]
    sockets_per_seat: usize,
    /// Spectators' WebSockets per game at most
    #[arg(long, env = "MARRAKESH_SPECTATORS_PER_GAME", default_value_t = 64)]
    spectators_per_game: usize,
    /// Spectators' WebSockets in all at most
    #[arg(long, env = "MARRAKESH_SPECTATORS_TOTAL", default_value_t = 4096)]
    spectators_total: usize,
    /// Hints searched at once in all (one at a time per seat); default: the
    /// number of cores
    #[arg(long, env = "MARRAKESH_HINTS_AT_ONCE")]
    hints_at_once: Option<usize>,
    /// Games in memory at most (the idle ones leave memory to make room)
    #[arg(long, env = "MARRAKESH_MAX_LIVE_GAMES", default_value_t = 1000)]
    max_live_games: usize,
    /// How log lines are written (standard error): `human` or `json` (one
    /// object per line); the level comes from MARRAKESH_LOG (default info)
    #[arg(long, env = "MARRAKESH_LOG_FORMAT", default_value = "human", value_parser = ["human", "json"])]
    log_format: String,
    /// A reverse proxy whose X-Forwarded-For / Forwarded / X-Forwarded-Proto
    /// headers are believed (for the per-address limits and the invite
    /// URLs): an address or a CIDR range; repeat it or separate with commas
    #[arg(long, env = "MARRAKESH_TRUSTED_PROXY", value_delimiter = ',')]
    trusted_proxy: Vec<String>,
    /// The base URL of invite links (e.g. https://games.example); default:
    /// the scheme and host the client used
    #[arg(long, env = "MARRAKESH_PUBLIC_URL")]
    public_url: Option<String>,
}

#[derive(Args, Debug, Clone)]
struct NewArgs {
    /// Number of players, 2 to 4
    #[arg(
        long,
        default_value_t = 3,
        conflicts_with_all = ["solo", "lazy"],
        allow_negative_numbers = true
    )]
    players: u8,
    #[command(flatten)]
    setup: SetupArgs,
    /// River tile faces of seasons 1, 2, 3, e.g. 1,3,5 (default: drawn)
    #[arg(long, value_name = "A,B,C")]
    river_tiles: Option<String>,
    /// Start player (seat from 0; default: drawn; solo: fixed by the rules)
    #[arg(long, conflicts_with_all = ["solo", "lazy"], allow_negative_numbers = true)]
    start_player: Option<PlayerId>,
    #[command(flatten)]
    solo: SoloArgs,
}

/// A seed over the whole `u64` range from the operating system's entropy:
/// the opening board is public, so a seed from a small range (or from the
/// clock) could be found by trying them all, and with it every hidden thing.
fn random_seed() -> Result<u64, CliError> {
    getrandom::u64().map_err(|e| CliError::failure(format!("no random seed from the system: {e}")))
}

fn parse_bots(s: &str, players: u8) -> Result<Vec<BotKind>, CliError> {
    let kinds: Vec<BotKind> = s
        .split(',')
        .map(|x| x.parse::<BotKind>())
        .collect::<Result<_, _>>()
        .map_err(CliError::input)?;
    match kinds.len() {
        1 => Ok(vec![kinds[0]; players as usize]),
        n if n == players as usize => Ok(kinds),
        n => Err(CliError::input(format!(
            "--bots lists {n} bots for {players} players (give one per seat, or one for all)"
        ))),
    }
}

/// Solo: the one bot that plays the human seat.
fn parse_solo_bot(s: &str) -> Result<Vec<BotKind>, CliError> {
    let names: Vec<&str> = s.split(',').collect();
    match names.as_slice() {
        [one] => Ok(vec![one.parse::<BotKind>().map_err(CliError::input)?]),
        _ => Err(CliError::input(format!(
            "--bots '{s}': a solo game has one bot, for your seat (P0); the Paschabot plays P1"
        ))),
    }
}

fn parse_river_tiles(s: &str) -> Result<[u8; 3], CliError> {
    let v: Vec<u8> = s
        .split(',')
        .map(|x| x.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| CliError::input(format!("--river-tiles: '{s}' is not like 1,3,5")))?;
    match v.as_slice() {
        [a, b, c] => Ok([*a, *b, *c]),
        _ => Err(CliError::input(
            "--river-tiles needs exactly 3 numbers, e.g. 1,3,5",
        )),
    }
}

/// `--games` of `simulate` and `bench`.
fn check_games(n: usize) -> Result<(), CliError> {
    if n == 0 {
        Err(CliError::input("--games must be at least 1"))
    } else {
        Ok(())
    }
}

/// The most worker threads `simulate --threads` accepts.
const MAX_THREADS: usize = 1024;

/// `--threads` of `simulate`.
fn check_threads(n: usize) -> Result<(), CliError> {
    if (1..=MAX_THREADS).contains(&n) {
        Ok(())
    } else {
        Err(CliError::input(format!(
            "--threads must be between 1 and {MAX_THREADS}, not {n}"
        )))
    }
}

fn check_players(n: u8) -> Result<(), CliError> {
    if (2..=4).contains(&n) {
        Ok(())
    } else {
        Err(CliError::input(format!(
            "the base game is for 2 to 4 players, not {n}"
        )))
    }
}

/// A new game's setup must be one the engine accepts with the catalog
/// (e.g. chosen staircase tiles that exist, each once).
fn check_setup(setup: &Setup, catalog: &ChosenCatalog) -> Result<(), CliError> {
    marrakesh_engine::Game::with_catalog(*setup, catalog.catalog.clone())
        .map(|_| ())
        .map_err(|e| CliError::input(format!("bad setup: {e}")))
}

fn play(args: PlayArgs, lang: marrakesh_describe::Lang) -> Result<(), CliError> {
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
            return Err(CliError::input(format!(
                "--seats lists {} seats but --players is {p}",
                s.len()
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

fn simulate_cmd(args: SimArgs) -> Result<String, CliError> {
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
        return simulate::bench(setup, &catalog.catalog, args.games, BotKind::Random);
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
        Ok(simulate::to_text(&report))
    }
}

/// Writes a file the user asked for (an HTML report).
fn write_file(path: &std::path::Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text)
        .map_err(|e| CliError::input(format!("cannot write {}: {e}", path.display())))
}

/// `marrakesh report`: strength tables pooled from chunk reports.
fn report_cmd(args: ReportArgs) -> Result<Option<String>, CliError> {
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
        simulate::pool::to_markdown(&tables)
    } else {
        simulate::pool::to_text(&tables)
    }))
}

fn run(cli: Cli) -> Result<Option<String>, CliError> {
    let lang = language::chosen(cli.lang);
    let Some(command) = cli.command else {
        return browser_game().map(|_| None);
    };
    match command {
        Command::Play(args) => play(args, lang).map(|_| None),
        Command::Simulate(args) => simulate_cmd(args).map(Some),
        Command::Bench(args) => {
            check_games(args.games)?;
            check_players(args.players)?;
            let kind = args.bot.parse::<BotKind>().map_err(CliError::input)?;
            let setup = args.setup.setup(args.players, None)?;
            let catalog = args.setup.catalog()?;
            simulate::bench(setup, &catalog.catalog, args.games, kind).map(Some)
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
                    "the action from stdin",
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
                return Err(CliError::input(
                    "view: --player K or --spectator is required",
                ));
            }
            script::view(&file, if spectator { None } else { player }).map(Some)
        }
        Command::Score { file, json } => script::score(&file, json, lang).map(Some),
        Command::Replay { file, json } => script::replay(&file, json, lang).map(Some),
        Command::Serve(args) => {
            use std::time::Duration;
            let config = marrakesh_server::Config {
                bind: args.bind,
                db: match args.db.starts_with("postgres://") || args.db.starts_with("postgresql://")
                {
                    true => None,
                    false => Some(PathBuf::from(
                        args.db.strip_prefix("sqlite:").unwrap_or(&args.db),
                    )),
                },
                postgres: (args.db.starts_with("postgres://")
                    || args.db.starts_with("postgresql://"))
                .then(|| args.db.clone()),
                zombie_after: Duration::from_secs(args.zombie_after),
                archive_after: Duration::from_secs(args.archive_after_days.saturating_mul(86_400)),
                bot_delay: Duration::from_millis(args.bot_delay),
                games_per_minute: args.games_per_minute,
                synchronous: marrakesh_server::Synchronous::parse(&args.synchronous)
                    .unwrap_or_default(),
                header_read_timeout: seconds(args.header_read_timeout)?,
                body_read_timeout: seconds(args.body_read_timeout)?,
                idle_timeout: seconds(args.idle_timeout)?,
                max_connections_per_ip: args.max_connections_per_ip,
                max_connections: args.max_connections,
                sockets_per_seat: args.sockets_per_seat,
                spectators_per_game: args.spectators_per_game,
                spectators_total: args.spectators_total,
                hints_at_once: args
                    .hints_at_once
                    .unwrap_or_else(|| marrakesh_server::Config::default().hints_at_once),
                max_live_games: args.max_live_games,
                trusted_proxies: args
                    .trusted_proxy
                    .iter()
                    .map(|c| marrakesh_server::proxy::parse_cidr(c))
                    .collect::<Result<_, _>>()
                    .map_err(CliError::input)?,
                public_url: args
                    .public_url
                    .map(|u| marrakesh_server::proxy::parse_public_url(&u))
                    .transpose()
                    .map_err(CliError::input)?,
                log_format: marrakesh_server::log::LogFormat::parse(&args.log_format)
                    .unwrap_or_default(),
                ..marrakesh_server::Config::default()
            };
            marrakesh_server::run(config).map_err(CliError::failure)?;
            Ok(None)
        }
        Command::Report(args) => report_cmd(args),
        Command::Catalog { check } => match check {
            Some(path) => catalog::check(&path).map(Some),
            None => Ok(Some(marrakesh_engine::Catalog::EMBEDDED_TOML.to_string())),
        },
    }
}

/// A command-line error of clap's, as one line: its first line (with any
/// continuation lines such as the possible values), then its tips and
/// where to read more, e.g. `error: unexpected argument '-1' found (to
/// pass '-1' as a value, use '-- -1'; see marrakesh apply --help)`.
/// `args` is the command line without the program name.
fn clap_error_line(e: &clap::Error, args: &[String]) -> String {
    let text = e.render().to_string();
    let mut lines = text.lines();
    let mut first = lines.next().unwrap_or("error").trim().to_string();
    if !first.starts_with("error:") {
        first = format!("error: {first}");
    }
    let mut hints = Vec::new();
    // The lines after the first, up to the first empty one, continue it.
    let mut continuing = true;
    for line in lines {
        let t = line.trim();
        if t.is_empty() {
            continuing = false;
            continue;
        }
        if let Some(tip) = t.strip_prefix("tip:") {
            hints.push(tip.trim().to_string());
        } else if t.starts_with("Usage:") || t.starts_with("For more information") {
            continuing = false;
        } else if continuing {
            if first.ends_with(':') {
                first.push(' ');
            } else {
                first.push_str(if t.starts_with('[') { " " } else { ", " });
            }
            first.push_str(t);
        }
    }
    // Which command's help to read: the subcommand named, if any.
    let sub = <Cli as clap::CommandFactory>::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .find(|name| args.first() == Some(name));
    hints.push(match sub {
        Some(name) => format!("see marrakesh {name} --help"),
        None => "see marrakesh --help".to_string(),
    });
    let first = first.trim_end_matches(':').to_string();
    format!("{first} ({})", hints.join("; "))
}

/// Parses the command line; an error is one line on stderr and exit
/// status 2 (`--help` and `--version` print as usual and exit 0).
fn parse_cli() -> Cli {
    match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                e.exit()
            }
            _ => {
                let args: Vec<String> = std::env::args().skip(1).collect();
                eprintln!("{}", clap_error_line(&e, &args));
                std::process::exit(2);
            }
        },
    }
}

/// A timeout given in seconds (positive, finite).
fn seconds(s: f64) -> Result<std::time::Duration, CliError> {
    std::time::Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| CliError::input(format!("{s}: a timeout is a positive number of seconds")))
}

/// `marrakesh` without a command: the server on loopback (games in
/// `marrakesh.db`), the lobby's address printed and opened in the browser.
fn browser_game() -> Result<(), CliError> {
    let addr = loopback_addr(8080);
    let url = format!("http://{addr}/");
    println!("Marrakesh: the lobby is at {url} (open it in your browser; Ctrl-C stops the server; `marrakesh play` is the terminal game)");
    std::thread::spawn(move || {
        // Open the page once the server listens.
        for _ in 0..100 {
            if std::net::TcpStream::connect(addr).is_ok() {
                open_in_browser(&url);
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    });
    let config = marrakesh_server::Config {
        bind: addr,
        ..marrakesh_server::Config::default()
    };
    marrakesh_server::run(config).map_err(CliError::failure)
}

/// 127.0.0.1 with `port` if it is free, else with a free port.
fn loopback_addr(port: u16) -> std::net::SocketAddr {
    let want = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    if std::net::TcpListener::bind(want).is_ok() {
        return want;
    }
    std::net::TcpListener::bind(("127.0.0.1", 0))
        .and_then(|l| l.local_addr())
        .unwrap_or(want)
}

/// Opens `url` in the desktop's browser, if there is one (`MARRAKESH_NO_BROWSER`
/// set: never); failures are silent, the address is printed anyway.
fn open_in_browser(url: &str) {
    if std::env::var_os("MARRAKESH_NO_BROWSER").is_some() {
        return;
    }
    let opener: Option<(&str, Vec<&str>)> = if cfg!(target_os = "macos") {
        Some(("open", vec![url]))
    } else if cfg!(windows) {
        Some(("cmd", vec!["/C", "start", "", url]))
    } else if std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some()
    {
        Some(("xdg-open", vec![url]))
    } else {
        None
    };
    if let Some((cmd, args)) = opener {
        let _ = std::process::Command::new(cmd)
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
    }
}

fn main() {
    let cli = parse_cli();
    match run(cli) {
        Ok(Some(text)) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a message.
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        }
        Ok(None) => {}
        Err(e) => {
            eprintln!("error: {}", e.message);
            std::process::exit(e.code);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_line_parses() {
        Cli::command_for_test().debug_assert();
        let c = Cli::try_parse_from(["marrakesh", "simulate", "--games", "5", "--players", "2"])
            .unwrap();
        assert!(matches!(c.command, Some(Command::Simulate(_))));
        // `view` needs a seat; `run` says so (one line, exit status 2).
        let c = Cli::try_parse_from(["marrakesh", "view", "f.json"]).unwrap();
        let e = run(c).unwrap_err();
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
