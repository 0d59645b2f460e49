//! The command line: its commands and flags, and the setup they choose.

use crate::gamefile::ChosenCatalog;
use crate::msg;
use crate::user_text::CliError;
use crate::{language, modules};
use clap::{Args, Parser, Subcommand, ValueEnum};
use marrakesh_engine::{
    Difficulty, Edition, ExchangeOffices, Modules, Opponent, PlayerId, Setup, Solo, StaircaseTiles,
    TowerSetting,
};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "marrakesh",
    version,
    about = "Stefan Feld's Marrakesh: play in the terminal, simulate bot games, script games as JSON",
    after_help = "Without a command, `marrakesh` starts the game server on 127.0.0.1 (games in marrakesh.db) and opens the lobby in your browser; `marrakesh play` is the terminal game."
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
    /// Language of the texts: de, nl or en (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else English; JSON output is the same in all)
    // Its place in every command's help: clap numbers the commands and this
    // flag in one count, so without a fixed place each new command would
    // move `--lang` one line down in the help of the others.
    #[arg(long, global = true, value_name = "LANG", value_parser = language::parse_arg, display_order = 12)]
    pub(crate) lang: Option<marrakesh_describe::Lang>,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
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
    /// The strong bot's review of a finished game: each decision of one
    /// seat, its expected points lost
    Review {
        /// The game file
        file: PathBuf,
        /// The seat to review (from 0)
        #[arg(long, allow_negative_numbers = true)]
        player: PlayerId,
        /// Search time per decision in milliseconds (up to twice that where
        /// the seat chose otherwise than the bot)
        #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(1..=600_000))]
        ms: u32,
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
pub(crate) enum EditionArg {
    Classic,
    Essential,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub(crate) enum TowerArg {
    B1,
    B2,
    None,
}

#[derive(Args, Debug, Clone)]
pub(crate) struct SetupArgs {
    /// Rules edition
    #[arg(long, value_enum, default_value_t = EditionArg::Classic)]
    pub(crate) edition: EditionArg,
    /// The tower's intermediate layer (none: every keshi comes out)
    #[arg(long, value_enum, default_value_t = TowerArg::B1)]
    pub(crate) tower: TowerArg,
    /// Random seed (default: a random one)
    #[arg(long, allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    /// Component catalog (TOML) to play with instead of the embedded one
    /// (see `marrakesh catalog`); a new game's file keeps a copy
    #[arg(long, value_name = "FILE")]
    pub(crate) catalog: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) modules: ModuleArgs,
}

/// The help heading of the module options.
pub(crate) const MODULES_HEADING: &str =
    "Modules of the base box and the expansion box (any combination, also with --solo)";

/// The modules of the base box (rulebook "Expansion modules" 1-5) and of
/// the expansion box.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct ModuleArgs {
    /// Modules in play, comma separated: staircase-tiles, imam-sultan,
    /// exchange-offices, spectators, desert-towns (or 1-5);
    /// new-luxury-goods, new-oases, camel-race, nomads, special-buildings,
    /// new-provisions (expansion box); all (these eleven; solo: the
    /// buildings' back side); none (default)
    #[arg(long, value_name = "LIST", help_heading = MODULES_HEADING)]
    pub(crate) modules: Option<String>,
    /// Module 3 variant: only the 6 new exchange offices. Implies module 3
    #[arg(long, help_heading = MODULES_HEADING)]
    pub(crate) offices_new_only: bool,
    /// Module 1 variant: the staircase tiles chosen, not drawn: TILE:SIDE
    /// (tile 1-20, side 0 or 1) for each of the 12 spaces, bottom left
    /// first. Implies module 1
    #[arg(long, value_name = "T:S,...", help_heading = MODULES_HEADING)]
    pub(crate) staircase_tiles: Option<String>,
    /// Special buildings: everybody plays the back side (starting keshi,
    /// resources and scroll, no ability). Implies the module; solo games
    /// always use the back side
    #[arg(long, help_heading = MODULES_HEADING)]
    pub(crate) buildings_back: bool,
}

impl ModuleArgs {
    /// The modules asked for.
    pub(crate) fn modules(&self) -> Result<Modules, CliError> {
        let list = self.modules.as_deref().unwrap_or("none");
        let mut m = modules::parse(list).map_err(CliError::input)?;
        let explicit_none = m.is_none() && self.modules.is_some();
        if self.offices_new_only {
            if explicit_none {
                return Err(CliError::input(msg!("tui-error-offices-new-only")));
            }
            m.exchange_offices = Some(ExchangeOffices::NewOnly);
        }
        if let Some(t) = &self.staircase_tiles {
            if explicit_none {
                return Err(CliError::input(msg!(
                    "tui-error-staircase-tiles-without-module"
                )));
            }
            let tiles = modules::parse_tiles(t).map_err(CliError::input)?;
            m.staircase_tiles = Some(StaircaseTiles::Chosen { tiles });
        }
        if self.buildings_back {
            if explicit_none {
                return Err(CliError::input(msg!(
                    "tui-error-buildings-back-without-module"
                )));
            }
            m.special_buildings = Some(marrakesh_engine::BuildingSide::Back);
        }
        Ok(m)
    }
}

impl SetupArgs {
    /// The catalog asked for with `--catalog`, else the embedded one.
    pub(crate) fn catalog(&self) -> Result<ChosenCatalog, CliError> {
        match &self.catalog {
            Some(path) => ChosenCatalog::read(path),
            None => Ok(ChosenCatalog::embedded()),
        }
    }

    /// The setup of a game for `players` players, or of a solo game.
    pub(crate) fn setup(&self, players: u8, solo: Option<Solo>) -> Result<Setup, CliError> {
        let seed = match self.seed {
            Some(seed) => seed,
            None => random_seed()?,
        };
        let base = match solo {
            Some(solo) => Setup::solo(solo, seed),
            None => Setup::new(players, seed),
        };
        let setup = Setup {
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
        };
        // The engine's one check of a setup, as for a game file's (clap
        // refuses most contradictions first, in the flags' words).
        setup.check().map_err(|e| {
            CliError::input(msg!(
                "tui-error-bad-setup",
                error = crate::errors::setup(&e)
            ))
        })?;
        Ok(setup)
    }
}

/// 003 Paschabot, "Erweiterung: Spezialgebäude": "Benutze nur die
/// Rückseite der Gebäude" (e.g. `--solo --modules all`).
pub(crate) fn solo_side(m: Modules, solo: bool) -> Modules {
    if solo {
        m.for_solo()
    } else {
        m
    }
}

/// The help heading of the solo options.
pub(crate) const SOLO_HEADING: &str =
    "Solo play against the Paschabot (difficulty flags: with --solo, any combination)";

/// Solo play: `--solo` or `--lazy`, and the difficulty adjustments of the
/// solo rules, one flag each, freely combined.
#[derive(Args, Debug, Clone, Default)]
#[command(next_help_heading = SOLO_HEADING)]
pub(crate) struct SoloArgs {
    /// Solo: P0 (you; in simulate the --bots bot) against the Paschabot
    /// (P1), played by its rules
    #[arg(long)]
    pub(crate) solo: bool,
    /// Solo against the lazy Paschabot (no board; you play for a title:
    /// 135, 160, 185 or 201 points). Implies --solo
    #[arg(long)]
    pub(crate) lazy: bool,
    /// Easier: its 3rd, 5th and 7th caravan reveal no strategy tile (3 tiles
    /// all game)
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) easier_no_extra_tiles: bool,
    /// Easier: at the end it scores only its complete sectors, not its keshis
    /// per sector
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) easier_complete_sectors_only: bool,
    /// Easier: its main-square action gives the bonus once (not 3 times)
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) easier_main_square_once: bool,
    /// Easier: the fisherman symbol on its strategy tiles does not move its
    /// fisherman
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) easier_no_fisherman_moves: bool,
    /// Harder: in the medina it always takes the most expensive gate of a
    /// colour
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) harder_expensive_gates: bool,
    /// Harder: its main-square action gives the bonus 4 times
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) harder_main_square_four: bool,
    /// Harder: at setup it deploys the 5 storage keshis left in the bag
    #[arg(long, requires = "solo", conflicts_with = "lazy")]
    pub(crate) harder_storage_keshis: bool,
}

impl SoloArgs {
    /// The solo options asked for, if any.
    pub(crate) fn solo(&self) -> Option<Solo> {
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
pub(crate) struct PlayArgs {
    /// Number of players, 2 to 4 (default: 3, or the number of --seats)
    #[arg(long, conflicts_with_all = ["solo", "lazy"], allow_negative_numbers = true)]
    pub(crate) players: Option<u8>,
    /// Who sits where, e.g. human,greedy,random or human,human (hot-seat)
    #[arg(long, conflicts_with_all = ["solo", "lazy"])]
    pub(crate) seats: Option<String>,
    #[command(flatten)]
    pub(crate) setup: SetupArgs,
    /// Continue the game saved in FILE
    #[arg(long, value_name = "FILE")]
    pub(crate) resume: Option<PathBuf>,
    /// Save the game after every action to FILE (default: the resumed file,
    /// else marrakesh-save.json)
    #[arg(long, value_name = "FILE")]
    pub(crate) save: Option<PathBuf>,
    /// Pause between bot moves, in milliseconds (any key skips the pause)
    #[arg(long, default_value_t = 600, allow_negative_numbers = true)]
    pub(crate) delay: u64,
    #[command(flatten)]
    pub(crate) solo: SoloArgs,
}

#[derive(Args, Debug, Clone)]
pub(crate) struct SimArgs {
    /// Number of games
    #[arg(long, default_value_t = 100, allow_negative_numbers = true)]
    pub(crate) games: usize,
    /// Players per game, 2 to 4
    #[arg(
        long,
        default_value_t = 3,
        conflicts_with_all = ["solo", "lazy"],
        allow_negative_numbers = true
    )]
    pub(crate) players: u8,
    /// Bot per seat (random, greedy, ismcts; ismcts:MS, ismcts:Nit,
    /// ismcts:BUDGET:THREADS), comma separated; one name for all seats.
    /// Solo: the one bot playing your seat (P0)
    #[arg(long, default_value = "greedy")]
    pub(crate) bots: String,
    #[command(flatten)]
    pub(crate) setup: SetupArgs,
    /// Worker threads (default: all cores)
    #[arg(long, allow_negative_numbers = true)]
    pub(crate) threads: Option<usize>,
    /// Print one JSON object instead of text
    #[arg(long)]
    pub(crate) json: bool,
    /// Measure single-threaded engine speed with random bots instead
    #[arg(long, conflicts_with_all = ["solo", "lazy", "per_game", "save_games", "report"])]
    pub(crate) bench: bool,
    /// Also write one row per game and seat to FILE: CSV (FILE.csv) or
    /// JSON Lines (FILE.jsonl); columns in docs/cli.md
    #[arg(long, value_name = "FILE", help_heading = LAB_HEADING)]
    pub(crate) per_game: Option<PathBuf>,
    /// Also save every game as a game file in DIR (created if missing):
    /// DIR/game-0000.json, ... for `marrakesh replay`, `score`, `play --resume`
    #[arg(long, value_name = "DIR", help_heading = LAB_HEADING)]
    pub(crate) save_games: Option<PathBuf>,
    /// Also write an HTML report with plots to FILE: score distributions,
    /// win rates, points by category, head to head, score after each round
    #[arg(long, value_name = "FILE", help_heading = LAB_HEADING)]
    pub(crate) report: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) solo: SoloArgs,
}

/// The help heading of the simulation lab's outputs.
pub(crate) const LAB_HEADING: &str = "Simulation lab (besides the summary)";

#[derive(Args, Debug, Clone)]
pub(crate) struct ReportArgs {
    /// `simulate --json` reports: a directory of a table's chunks
    /// (TABLE/*.json), a directory of such directories (one table each),
    /// or single report files
    #[arg(required = true, value_name = "PATH")]
    pub(crate) paths: Vec<PathBuf>,
    /// Write an HTML report with plots to FILE instead of printing the tables
    #[arg(long, value_name = "FILE")]
    pub(crate) html: Option<PathBuf>,
    /// Print the tables as the rows of one Markdown table
    #[arg(long, conflicts_with = "html")]
    pub(crate) markdown: bool,
}

#[derive(Args, Debug, Clone)]
pub(crate) struct BenchArgs {
    /// Number of games
    #[arg(long, default_value_t = 500, allow_negative_numbers = true)]
    pub(crate) games: usize,
    /// Players per game, 2 to 4
    #[arg(long, default_value_t = 4, allow_negative_numbers = true)]
    pub(crate) players: u8,
    /// The bot playing every seat
    #[arg(long, default_value = "random")]
    pub(crate) bot: String,
    #[command(flatten)]
    pub(crate) setup: SetupArgs,
}

#[derive(Args, Debug, Clone)]
pub(crate) struct ServeArgs {
    /// Address to listen on (loopback by default; 0.0.0.0:8080 for a LAN)
    #[arg(long, env = "MARRAKESH_BIND", default_value = "127.0.0.1:8080")]
    pub(crate) bind: std::net::SocketAddr,
    /// Where the games are: an SQLite file (created if missing; `sqlite:`
    /// before the path is allowed) or a PostgreSQL URL
    /// (postgres://user:password@host/database)
    #[arg(long, env = "MARRAKESH_DB", default_value = "marrakesh.db")]
    pub(crate) db: String,
    /// With a PostgreSQL `--db`: every process on the database serves at
    /// once, each owning some live games, behind any load balancer (without
    /// it one serves and the others stand by); see docs/hosting.md
    #[arg(long, env = "MARRAKESH_CLUSTER")]
    pub(crate) cluster: bool,
    /// Seconds a human seat must be pending with nobody connected before
    /// the host may hand it to a bot
    #[arg(long, env = "MARRAKESH_ZOMBIE_AFTER", default_value_t = 300)]
    pub(crate) zombie_after: u64,
    /// Days without a move after which a running game is archived
    #[arg(long, env = "MARRAKESH_ARCHIVE_AFTER_DAYS", default_value_t = 14)]
    pub(crate) archive_after_days: u64,
    /// Pause before a bot's move is played, in milliseconds
    #[arg(long, env = "MARRAKESH_BOT_DELAY", default_value_t = 0)]
    pub(crate) bot_delay: u64,
    /// New games per minute per IP address
    #[arg(long, env = "MARRAKESH_GAMES_PER_MINUTE", default_value_t = 10)]
    pub(crate) games_per_minute: usize,
    /// Messages one WebSocket may send per 10 seconds (then an error and
    /// the socket is closed)
    #[arg(
        long = "messages-per-10s",
        env = "MARRAKESH_MESSAGES_PER_10S",
        default_value_t = 30
    )]
    pub(crate) messages_per_10s: usize,
    /// SQLite's synchronous setting: `full` (every acknowledged action
    /// survives power loss) or `normal` (it survives a killed server, not an
    /// OS crash; faster)
    #[arg(long, env = "MARRAKESH_SYNCHRONOUS", default_value = "full", value_parser = ["full", "normal"])]
    pub(crate) synchronous: String,
    /// Seconds a connection has to send a request's head (also the wait
    /// for the next request on a kept-alive connection)
    #[arg(long, env = "MARRAKESH_HEADER_READ_TIMEOUT", default_value_t = 10.0)]
    pub(crate) header_read_timeout: f64,
    /// Seconds a request's body has to arrive after its head (then 408)
    #[arg(long, env = "MARRAKESH_BODY_READ_TIMEOUT", default_value_t = 10.0)]
    pub(crate) body_read_timeout: f64,
    /// Seconds without a byte either way after which a connection is closed
    #[arg(long, env = "MARRAKESH_IDLE_TIMEOUT", default_value_t = 60.0)]
    pub(crate) idle_timeout: f64,
    /// Open connections (HTTP and WebSocket) from one address at most
    /// (IPv6: per /64)
    #[arg(long, env = "MARRAKESH_MAX_CONNECTIONS_PER_IP", default_value_t = 64)]
    pub(crate) max_connections_per_ip: usize,
    /// Open connections in all at most (lowered to fit the limit of open
    /// files)
    #[arg(long, env = "MARRAKESH_MAX_CONNECTIONS", default_value_t = 8192)]
    pub(crate) max_connections: usize,
    /// WebSockets per seat at most (a seat's tabs; never blocked by
    /// spectators)
    #[arg(long, env = "MARRAKESH_SOCKETS_PER_SEAT", default_value_t = 4)]
    pub(crate) sockets_per_seat: usize,
    /// Spectators' WebSockets per game at most
    #[arg(long, env = "MARRAKESH_SPECTATORS_PER_GAME", default_value_t = 64)]
    pub(crate) spectators_per_game: usize,
    /// Spectators' WebSockets in all at most
    #[arg(long, env = "MARRAKESH_SPECTATORS_TOTAL", default_value_t = 4096)]
    pub(crate) spectators_total: usize,
    /// Hints searched at once in all (one at a time per seat); default: the
    /// number of cores
    #[arg(long, env = "MARRAKESH_HINTS_AT_ONCE")]
    pub(crate) hints_at_once: Option<usize>,
    /// Games in memory at most (the idle ones leave memory to make room)
    #[arg(long, env = "MARRAKESH_MAX_LIVE_GAMES", default_value_t = 1000)]
    pub(crate) max_live_games: usize,
    /// Milliseconds of the strong bot's search per decision in a review of
    /// a finished game (one review at a time)
    #[arg(long, env = "MARRAKESH_REVIEW_MS", default_value_t = 300, value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) review_ms: u32,
    /// How log lines are written (standard error): `human` or `json` (one
    /// object per line); the level comes from MARRAKESH_LOG (default info)
    #[arg(long, env = "MARRAKESH_LOG_FORMAT", default_value = "human", value_parser = ["human", "json"])]
    pub(crate) log_format: String,
    /// A reverse proxy whose X-Forwarded-For / Forwarded / X-Forwarded-Proto
    /// headers are believed (for the per-address limits and the invite
    /// URLs): an address or a CIDR range; repeat it or separate with commas
    #[arg(long, env = "MARRAKESH_TRUSTED_PROXY", value_delimiter = ',')]
    pub(crate) trusted_proxy: Vec<String>,
    /// Which header the trusted proxy reports the client in:
    /// `x-forwarded-for` (with X-Forwarded-Proto/-Host) or `forwarded`
    /// (RFC 7239); the other kind is never read
    #[arg(long, env = "MARRAKESH_FORWARDED_HEADER", default_value = "x-forwarded-for", value_parser = ["x-forwarded-for", "forwarded"])]
    pub(crate) forwarded_header: String,
    /// The base URL of invite links (e.g. https://games.example); default:
    /// the scheme and host the client used
    #[arg(long, env = "MARRAKESH_PUBLIC_URL")]
    pub(crate) public_url: Option<String>,
    /// Seconds a quick play ticket stays in the queue without being polled
    /// (the waiting page polls every 2 s)
    #[arg(long, env = "MARRAKESH_QUICK_PLAY_EXPIRY", default_value_t = 30.0)]
    pub(crate) quick_play_expiry: f64,
}

#[derive(Args, Debug, Clone)]
pub(crate) struct NewArgs {
    /// Number of players, 2 to 4
    #[arg(
        long,
        default_value_t = 3,
        conflicts_with_all = ["solo", "lazy"],
        allow_negative_numbers = true
    )]
    pub(crate) players: u8,
    #[command(flatten)]
    pub(crate) setup: SetupArgs,
    /// River tile faces of seasons 1, 2, 3, e.g. 1,3,5 (default: drawn)
    #[arg(long, value_name = "A,B,C")]
    pub(crate) river_tiles: Option<String>,
    /// Start player (seat from 0; default: drawn; solo: fixed by the rules)
    #[arg(long, conflicts_with_all = ["solo", "lazy"], allow_negative_numbers = true)]
    pub(crate) start_player: Option<PlayerId>,
    #[command(flatten)]
    pub(crate) solo: SoloArgs,
}

/// A seed over the whole `u64` range from the operating system's entropy:
/// the opening board is public, so a seed from a small range (or from the
/// clock) could be found by trying them all, and with it every hidden thing.
pub(crate) fn random_seed() -> Result<u64, CliError> {
    getrandom::u64()
        .map_err(|e| CliError::failure(msg!("tui-error-no-random-seed", error = e.to_string())))
}
