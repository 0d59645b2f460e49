//! `marrakesh simulate` and `marrakesh bench`: many bot games in parallel.
//!
//! Game `i` of a run is set up with seed `derive_seed(base, i)` and its bots
//! with seeds derived from that, so a seeded run gives the same games, and
//! (aggregated in game order) the same numbers, whatever the thread count.
//!
//! Win rate: a shared victory counts as a fractional win (1/k for each of k
//! winners), so the win rates of all seats add up to 1.
//!
//! Solo runs (`setup.solo` set): one bot plays seat 0, the engine plays the
//! Paschabot in seat 1. Against the Paschabot seat 0 wins only with strictly
//! more points; against the lazy Paschabot it wins by reaching a title, and
//! otherwise nobody wins.

pub mod lab;
pub mod per_game;
mod plots;
pub mod pool;
pub mod report;
pub mod stats;

use crate::gamefile::CliError;
use lab::Lab;
use marrakesh_bots::{
    derive_seed, play_game_with_catalog, play_solo_with_catalog, BotKind, Finished, PlayError,
    Thinking,
};
use marrakesh_engine::{Catalog, Modules, Opponent, ScoreCategory, Setup, Solo};
use serde::Serialize;
use serde_json::json;
use stats::{t_interval, wilson, Interval};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub games: usize,
    /// Setup of every game; its seed is the run's base seed.
    pub setup: Setup,
    /// The catalog every game is played with.
    pub catalog: Arc<Catalog>,
    /// The file of a catalog given with `--catalog` (for the report).
    pub catalog_file: Option<String>,
    /// That catalog's text (for the game files of `--save-games`).
    pub catalog_text: Option<String>,
    /// One bot kind per seat; in a solo run only the bot of seat 0.
    pub bots: Vec<BotKind>,
    pub threads: usize,
    /// Show a progress bar (only drawn when stderr is a terminal).
    pub progress: bool,
    /// What the lab writes besides the summary.
    pub lab: LabOutputs,
}

/// The lab's files: per-game rows, the games themselves, the HTML report.
#[derive(Clone, Debug, Default)]
pub struct LabOutputs {
    /// `--per-game FILE.csv|FILE.jsonl`.
    pub per_game: Option<PathBuf>,
    /// `--save-games DIR`.
    pub save_games: Option<PathBuf>,
    /// `--report FILE.html`: the report needs the scores after each round.
    pub report: Option<PathBuf>,
}

/// Who plays a seat in a run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatBot {
    Bot(BotKind),
    /// The solo opponent, played by the engine.
    Paschabot(Opponent),
}

impl SeatBot {
    /// The name with the bot's options (`ismcts:100`).
    pub fn label(self) -> String {
        match self {
            SeatBot::Bot(k) => k.to_string(),
            SeatBot::Paschabot(_) => self.name().to_string(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SeatBot::Bot(k) => k.name(),
            SeatBot::Paschabot(Opponent::Paschabot) => "paschabot",
            SeatBot::Paschabot(Opponent::Lazy) => "lazy-paschabot",
        }
    }

    /// Report order: random, greedy, then the Paschabot.
    fn rank(self) -> usize {
        match self {
            SeatBot::Bot(k) => BotKind::ALL
                .iter()
                .position(|x| *x == k)
                .unwrap_or(BotKind::ALL.len()),
            SeatBot::Paschabot(_) => BotKind::ALL.len() + 1,
        }
    }
}

impl SimConfig {
    /// The solo options of the run, if it is one.
    pub fn solo(&self) -> Option<Solo> {
        self.setup.solo
    }

    /// Who plays seat `p`.
    pub fn seat(&self, p: usize) -> SeatBot {
        match self.solo() {
            Some(solo) if p == marrakesh_engine::paschabot::BOT as usize => {
                SeatBot::Paschabot(solo.opponent)
            }
            _ => SeatBot::Bot(self.bots.get(p).copied().unwrap_or(BotKind::Random)),
        }
    }

    /// How many bots the run needs: one per seat, or one in a solo run.
    fn bots_needed(&self) -> usize {
        if self.solo().is_some() {
            1
        } else {
            self.setup.players as usize
        }
    }
}

/// The outcome of one game, as far as the report needs it.
#[derive(Clone, Debug)]
pub struct GameOutcome {
    /// The game's index in the run.
    index: usize,
    /// Its setup's seed.
    seed: u64,
    /// Each seat's place, 1 for the best ([`lab::ranks`]).
    ranks: Vec<u8>,
    /// With `--report`: the scores after each round ([`lab::round_scores`]).
    rounds: Vec<Vec<i16>>,
    /// With `--save-games`: the game's actions.
    actions: lab::Actions,
    scores: Vec<i16>,
    /// Fractional wins per seat.
    wins: Vec<f64>,
    decisions: u64,
    categories: Vec<[i64; ScoreCategory::COUNT]>,
    /// Lazy Paschabot: the ladder level (index) of the title seat 0 earned.
    title: Option<usize>,
    /// Module 5: desert towns taken and claimed, per seat.
    towns: Vec<(u8, u8)>,
    thinking: Vec<Thinking>,
}

fn outcome(config: &SimConfig, index: usize, f: &Finished) -> GameOutcome {
    let sheets = f.game.scores();
    let winners = f.game.winners();
    let n = sheets.len();
    let mut wins = vec![0.0; n];
    for w in &winners {
        wins[*w as usize] = 1.0 / winners.len() as f64;
    }
    let ladder = f
        .game
        .catalog()
        .paschabot
        .ladder(f.game.setup().modules.desert_towns);
    let title = sheets
        .first()
        .and_then(|s| s.title.as_ref())
        .and_then(|t| ladder.iter().position(|(_, x)| x == t));
    GameOutcome {
        index,
        seed: f.game.setup().seed,
        ranks: lab::ranks(&sheets, &winners),
        rounds: if config.lab.report.is_some() {
            lab::round_scores(f, &config.catalog)
        } else {
            Vec::new()
        },
        actions: if config.lab.save_games.is_some() {
            f.actions.clone()
        } else {
            Vec::new()
        },
        scores: sheets.iter().map(|s| s.total).collect(),
        wins,
        decisions: f.decisions,
        categories: sheets
            .iter()
            .map(|s| {
                let mut c = [0i64; ScoreCategory::COUNT];
                for (k, v) in &s.categories {
                    c[k.index()] += *v as i64;
                }
                c
            })
            .collect(),
        title,
        towns: f
            .game
            .view(None)
            .players
            .iter()
            .map(|p| {
                let taken = p.towns.iter().flatten().count() as u8;
                let claimed = p.towns.iter().flatten().filter(|t| t.claimed).count() as u8;
                (taken, claimed)
            })
            .collect(),
        thinking: f.thinking.clone(),
    }
}

/// One game of a run.
fn play_one(config: &SimConfig, setup: Setup) -> Result<Finished, PlayError> {
    match (config.solo(), config.bots.first()) {
        (Some(_), Some(kind)) => {
            play_solo_with_catalog(setup, config.catalog.clone(), *kind, setup.seed)
        }
        _ => play_game_with_catalog(setup, config.catalog.clone(), &config.bots, setup.seed),
    }
}

/// A finished game, or the index of a failed one and why it failed.
type GameResult = Result<GameOutcome, (usize, PlayError)>;

/// The setup of game `i` of a run.
pub fn game_setup(base: &Setup, i: usize) -> Setup {
    Setup {
        seed: derive_seed(base.seed, i as u64),
        ..*base
    }
}

/// Statistics of a group of players (a seat or a bot kind).
#[derive(Clone, Debug, Default)]
pub struct Stat {
    pub n: u64,
    pub sum: i64,
    /// Sum of the squared scores (for the spread).
    pub sum_sq: i64,
    pub min: i16,
    pub max: i16,
    pub wins: f64,
}

impl Stat {
    fn add(&mut self, score: i16, win: f64) {
        if self.n == 0 {
            self.min = score;
            self.max = score;
        }
        self.n += 1;
        self.sum += score as i64;
        self.sum_sq += score as i64 * score as i64;
        self.min = self.min.min(score);
        self.max = self.max.max(score);
        self.wins += win;
    }
    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum as f64 / self.n as f64
        }
    }
    /// The scores' sample standard deviation (0 below two scores): with
    /// `n`, what a confidence interval of the mean needs.
    pub fn sd(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        let mean = self.sum as f64 / n;
        ((self.sum_sq as f64 - n * mean * mean) / (n - 1.0))
            .max(0.0)
            .sqrt()
    }
    pub fn win_rate(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.wins / self.n as f64
        }
    }
    /// The mean score's 95% t interval.
    pub fn mean_interval(&self) -> Interval {
        t_interval(self.mean(), self.sd(), self.n)
    }
    /// The win rate's 95% Wilson interval.
    pub fn win_interval(&self) -> Interval {
        wilson(self.wins, self.n as f64)
    }
}

/// One level of the lazy Paschabot's title ladder in a run.
#[derive(Clone, Debug)]
pub struct TitleStat {
    pub points: u16,
    pub title: String,
    /// Games in which seat 0 scored at least `points`.
    pub reached: u64,
    /// Games in which this was seat 0's highest title.
    pub highest: u64,
}

/// The report of a run.
#[derive(Clone, Debug)]
pub struct Report {
    pub config: SimConfig,
    pub games: usize,
    pub seconds: f64,
    pub seats: Vec<Stat>,
    pub kinds: Vec<(SeatBot, Stat)>,
    pub decisions: u64,
    /// Mean points per player per category.
    pub categories: Vec<(ScoreCategory, f64)>,
    /// Mean points per category of each seat.
    pub seat_categories: Vec<Vec<(ScoreCategory, f64)>>,
    /// Lazy Paschabot runs: the title ladder.
    pub titles: Option<Vec<TitleStat>>,
    /// Module 5: desert towns taken and claimed, per seat (totals).
    pub towns: Vec<(u64, u64)>,
    /// Each seat's thinking time per decision (wall clock: not
    /// reproducible, so apart from the seeded results).
    pub thinking: Vec<Thinking>,
    /// Score distributions, places and round scores for the HTML report.
    pub lab: Lab,
}

impl Report {
    pub fn games_per_sec(&self) -> f64 {
        if self.seconds > 0.0 {
            self.games as f64 / self.seconds
        } else {
            0.0
        }
    }
    pub fn mean_decisions(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.decisions as f64 / self.games as f64
        }
    }
}

/// Games played in parallel before their results are aggregated.
const CHUNK: usize = 1024;

/// Plays games `first..first + len` on `threads` threads; their results in
/// game order (after a failure, later games may be missing).
fn play_chunk(
    config: &SimConfig,
    first: usize,
    len: usize,
    threads: usize,
    bar: Option<&indicatif::ProgressBar>,
) -> Result<Vec<Option<GameResult>>, CliError> {
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new(vec![None; len]);
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    std::thread::scope(|s| {
        for _ in 0..threads.min(len) {
            s.spawn(|| loop {
                if failed.load(Ordering::Relaxed) {
                    break;
                }
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= len {
                    break;
                }
                let i = first + k;
                let setup = game_setup(&config.setup, i);
                let r = play_one(config, setup)
                    .map(|f| outcome(config, i, &f))
                    .map_err(|e| (i, e));
                if r.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                if let Ok(mut v) = results.lock() {
                    v[k] = Some(r);
                }
                if let Some(b) = bar {
                    b.inc(1);
                }
            });
        }
    });
    results
        .into_inner()
        .map_err(|_| CliError::failure("a simulation thread panicked"))
}

/// Plays the games and aggregates them in game order.
pub fn run(config: &SimConfig) -> Result<Report, CliError> {
    let n = config.games;
    let players = config.setup.players as usize;
    if config.bots.len() != config.bots_needed() {
        return Err(CliError::input(if config.solo().is_some() {
            format!(
                "{} bots given for a solo game (one bot plays seat 0)",
                config.bots.len()
            )
        } else {
            format!("{} bots given for {players} players", config.bots.len())
        }));
    }
    marrakesh_engine::Game::with_catalog(config.setup, config.catalog.clone())
        .map_err(|e| CliError::input(format!("bad setup: {e}")))?;
    let threads = config.threads.clamp(1, n.max(1));
    let bar = if config.progress && std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(n as u64);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} games  {per_sec}  eta {eta}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        Some(b)
    } else {
        None
    };
    let start = Instant::now();
    let mut seats = vec![Stat::default(); players];
    let mut kinds: Vec<(SeatBot, Stat)> = Vec::new();
    let mut decisions = 0u64;
    let mut cats = [0i64; ScoreCategory::COUNT];
    let mut seat_cats = vec![[0i64; ScoreCategory::COUNT]; players];
    let mut towns = vec![(0u64, 0u64); players];
    let mut thinking = vec![Thinking::default(); players];
    let ladder = config
        .catalog
        .paschabot
        .ladder(config.setup.modules.desert_towns);
    let mut titles: Option<Vec<TitleStat>> = config
        .solo()
        .filter(|s| s.opponent == Opponent::Lazy)
        .map(|_| {
            ladder
                .iter()
                .map(|(points, title)| TitleStat {
                    points: *points,
                    title: title.clone(),
                    reached: 0,
                    highest: 0,
                })
                .collect()
        });
    let mut lab = Lab::new(players);
    let mut per_game = match &config.lab.per_game {
        Some(path) => Some(per_game::PerGameWriter::create(path)?),
        None => None,
    };
    if let Some(dir) = &config.lab.save_games {
        per_game::create_dir(dir)?;
    }
    let mut games = 0;
    // The games are played and aggregated a chunk at a time, in game order:
    // any number of games runs in constant memory.
    let mut first = 0;
    while first < n {
        let len = CHUNK.min(n - first);
        let results = play_chunk(config, first, len, threads, bar.as_ref())?;
        for r in results.into_iter().flatten() {
            let o = match r {
                Ok(o) => o,
                Err((i, e)) => {
                    let setup = game_setup(&config.setup, i);
                    return Err(CliError::failure(format!(
                        "game {i} (seed {}) failed: {e}",
                        setup.seed
                    )));
                }
            };
            games += 1;
            decisions += o.decisions;
            lab.add(&o.scores, &o.ranks, &o.rounds);
            if let Some(w) = per_game.as_mut() {
                w.write(config, &o)?;
            }
            if let Some(dir) = &config.lab.save_games {
                per_game::save_game(dir, config, &o)?;
            }
            if let Some(ts) = titles.as_mut() {
                for (i, t) in ts.iter_mut().enumerate() {
                    t.reached += u64::from(o.title.is_some_and(|x| x >= i));
                    t.highest += u64::from(o.title == Some(i));
                }
            }
            for (t, x) in thinking.iter_mut().zip(&o.thinking) {
                t.merge(x);
            }
            for (t, (taken, claimed)) in towns.iter_mut().zip(&o.towns) {
                t.0 += *taken as u64;
                t.1 += *claimed as u64;
            }
            for (p, seat) in seats.iter_mut().enumerate() {
                seat.add(o.scores[p], o.wins[p]);
                for (c, v) in seat_cats[p].iter_mut().zip(o.categories[p]) {
                    *c += v;
                }
                let k = config.seat(p);
                match kinds.iter_mut().find(|(x, _)| *x == k) {
                    Some((_, st)) => st.add(o.scores[p], o.wins[p]),
                    None => {
                        let mut st = Stat::default();
                        st.add(o.scores[p], o.wins[p]);
                        kinds.push((k, st));
                    }
                }
                for (c, v) in cats.iter_mut().zip(o.categories[p]) {
                    *c += v;
                }
            }
        }
        first += len;
    }
    if let Some(w) = per_game {
        w.finish()?;
    }
    let seconds = start.elapsed().as_secs_f64();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    kinds.sort_by_key(|(k, _)| k.rank());
    let per_player = (games as f64 * players as f64).max(1.0);
    let categories = ScoreCategory::ALL
        .iter()
        .map(|c| (*c, cats[c.index()] as f64 / per_player))
        .collect();
    let per_game = games.max(1) as f64;
    let seat_categories = seat_cats
        .iter()
        .map(|sc| {
            ScoreCategory::ALL
                .iter()
                .map(|c| (*c, sc[c.index()] as f64 / per_game))
                .collect()
        })
        .collect();
    Ok(Report {
        config: config.clone(),
        games,
        seconds,
        seats,
        kinds,
        decisions,
        categories,
        seat_categories,
        titles,
        towns,
        thinking,
        lab,
    })
}

fn edition_name(s: &Setup) -> &'static str {
    match s.edition {
        marrakesh_engine::Edition::Classic => "classic",
        marrakesh_engine::Edition::Essential => "essential",
    }
}

fn tower_name(s: &Setup) -> &'static str {
    match s.tower {
        marrakesh_engine::TowerSetting::B1 => "b1",
        marrakesh_engine::TowerSetting::B2 => "b2",
        marrakesh_engine::TowerSetting::NoTower => "none",
        marrakesh_engine::TowerSetting::Custom(_) => "custom",
    }
}

#[derive(Serialize)]
struct SeatJson {
    seat: usize,
    bot: String,
    mean_score: f64,
    /// The scores' sample standard deviation.
    score_sd: f64,
    /// The mean score's 95% t interval.
    mean_score_ci: [f64; 2],
    min_score: i16,
    max_score: i16,
    wins: f64,
    win_rate: f64,
    /// The win rate's 95% Wilson interval.
    win_rate_ci: [f64; 2],
    /// Solo runs: this seat's mean points by category.
    #[serde(skip_serializing_if = "Option::is_none")]
    mean_score_by_category: Option<serde_json::Map<String, serde_json::Value>>,
}

#[derive(Serialize)]
struct BotJson {
    bot: String,
    players: u64,
    mean_score: f64,
    score_sd: f64,
    mean_score_ci: [f64; 2],
    min_score: i16,
    max_score: i16,
    win_rate: f64,
    win_rate_ci: [f64; 2],
}

#[derive(Serialize)]
struct TitleJson {
    points: u16,
    title: String,
    /// Games in which seat 0 scored at least `points`.
    reached: u64,
    reached_rate: f64,
    /// Its 95% Wilson interval.
    reached_ci: [f64; 2],
    /// Games in which this was the highest title.
    highest: u64,
}

/// Module 5 in a run: desert towns per game and seat.
#[derive(Serialize)]
struct TownsJson {
    /// Mean desert towns taken (a caravan reached a town space), per seat.
    taken: Vec<f64>,
    /// Mean desert towns claimed (day side up), per seat.
    claimed: Vec<f64>,
}

#[derive(Serialize)]
struct ReportJson {
    games: usize,
    players: u8,
    edition: &'static str,
    tower: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    solo: Option<Solo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    modules: Option<Modules>,
    #[serde(skip_serializing_if = "Option::is_none")]
    desert_towns: Option<TownsJson>,
    /// The `--catalog` file, if the run did not use the embedded catalog.
    #[serde(skip_serializing_if = "Option::is_none")]
    catalog: Option<String>,
    seed: u64,
    threads: usize,
    seconds: f64,
    games_per_sec: f64,
    mean_decisions: f64,
    win_rate_rule: String,
    seats: Vec<SeatJson>,
    bots: Vec<BotJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    titles: Option<Vec<TitleJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    no_title: Option<u64>,
    mean_score_by_category: serde_json::Map<String, serde_json::Value>,
    /// Per bot seat: milliseconds of thinking per decision (wall clock).
    thinking: Vec<ThinkingJson>,
}

#[derive(Serialize)]
struct ThinkingJson {
    seat: usize,
    bot: String,
    decisions: u64,
    mean_ms: f64,
    max_ms: f64,
}

/// How wins are counted in a run.
fn win_rate_rule(c: &SimConfig) -> String {
    match c.solo().map(|s| s.opponent) {
        None => "a shared victory counts 1/k for each of the k winners".into(),
        Some(Opponent::Paschabot) => {
            "P0 wins only with strictly more points than the Paschabot; a tie goes to the Paschabot"
                .into()
        }
        Some(Opponent::Lazy) => {
            let ladder = c.catalog.paschabot.ladder(c.setup.modules.desert_towns);
            let first = ladder.first().map_or(0, |(points, _)| *points);
            format!("P0 wins by reaching a title ({first} points or more); otherwise nobody wins")
        }
    }
}

/// Categories as a JSON map of their serde names, leaving out those that
/// never scored in a solo run.
fn category_map(
    cats: &[(ScoreCategory, f64)],
    all: bool,
) -> serde_json::Map<String, serde_json::Value> {
    cats.iter()
        .filter(|(_, v)| all || v.abs() > 0.0)
        .map(|(k, v)| {
            (
                serde_json::to_value(k)
                    .ok()
                    .and_then(|x| x.as_str().map(String::from))
                    .unwrap_or_default(),
                json!(v),
            )
        })
        .collect()
}

fn pair(i: Interval) -> [f64; 2] {
    [i.lo, i.hi]
}

/// The report as one JSON object.
pub fn to_json(r: &Report) -> serde_json::Value {
    let c = &r.config;
    let solo = c.solo();
    let report = ReportJson {
        games: r.games,
        players: c.setup.players,
        edition: edition_name(&c.setup),
        tower: tower_name(&c.setup),
        solo,
        modules: (!c.setup.modules.is_none()).then_some(c.setup.modules),
        desert_towns: c.setup.modules.desert_towns.then(|| {
            let n = r.games.max(1) as f64;
            TownsJson {
                taken: r.towns.iter().map(|t| t.0 as f64 / n).collect(),
                claimed: r.towns.iter().map(|t| t.1 as f64 / n).collect(),
            }
        }),
        catalog: c.catalog_file.clone(),
        seed: c.setup.seed,
        threads: c.threads,
        seconds: r.seconds,
        games_per_sec: r.games_per_sec(),
        mean_decisions: r.mean_decisions(),
        win_rate_rule: win_rate_rule(c),
        seats: r
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatJson {
                seat: i,
                bot: c.seat(i).label(),
                mean_score: s.mean(),
                score_sd: s.sd(),
                mean_score_ci: pair(s.mean_interval()),
                min_score: s.min,
                max_score: s.max,
                wins: s.wins,
                win_rate: s.win_rate(),
                win_rate_ci: pair(s.win_interval()),
                mean_score_by_category: solo
                    .and(r.seat_categories.get(i))
                    .map(|cats| category_map(cats, false)),
            })
            .collect(),
        bots: r
            .kinds
            .iter()
            .map(|(k, s)| BotJson {
                bot: k.label(),
                players: s.n,
                mean_score: s.mean(),
                score_sd: s.sd(),
                mean_score_ci: pair(s.mean_interval()),
                min_score: s.min,
                max_score: s.max,
                win_rate: s.win_rate(),
                win_rate_ci: pair(s.win_interval()),
            })
            .collect(),
        titles: r.titles.as_ref().map(|ts| {
            ts.iter()
                .map(|t| TitleJson {
                    points: t.points,
                    title: t.title.clone(),
                    reached: t.reached,
                    reached_rate: t.reached as f64 / r.games.max(1) as f64,
                    reached_ci: pair(wilson(t.reached as f64, r.games as f64)),
                    highest: t.highest,
                })
                .collect()
        }),
        no_title: r
            .titles
            .as_ref()
            .map(|ts| r.games as u64 - ts.first().map(|t| t.reached).unwrap_or(0)),
        mean_score_by_category: category_map(&r.categories, true),
        thinking: r
            .thinking
            .iter()
            .enumerate()
            .filter(|(_, t)| t.decisions > 0)
            .map(|(i, t)| ThinkingJson {
                seat: i,
                bot: c.seat(i).label(),
                decisions: t.decisions,
                mean_ms: t.mean().as_secs_f64() * 1000.0,
                max_ms: t.max.as_secs_f64() * 1000.0,
            })
            .collect(),
    };
    serde_json::to_value(&report).unwrap_or_default()
}

/// The report as one line of JSON, fields in a fixed order.
pub fn to_json_line(r: &Report) -> String {
    let v = to_json(r);
    let Some(obj) = v.as_object() else {
        return v.to_string();
    };
    // serde_json sorts object keys; print the report's fields in their
    // declared order instead.
    let order = [
        "games",
        "players",
        "edition",
        "tower",
        "solo",
        "modules",
        "desert_towns",
        "catalog",
        "seed",
        "threads",
        "seconds",
        "games_per_sec",
        "mean_decisions",
        "win_rate_rule",
        "seats",
        "bots",
        "titles",
        "no_title",
        "mean_score_by_category",
        "thinking",
    ];
    let parts: Vec<String> = order
        .iter()
        .filter_map(|k| obj.get(*k).map(|x| format!("{}:{}", json!(k), x)))
        .collect();
    format!("{{{}}}", parts.join(","))
}

/// ", modules: ..." when modules are in play.
fn modules_text(s: &Setup) -> String {
    if s.modules.is_none() {
        String::new()
    } else {
        format!(
            ", modules: {}",
            crate::modules::describe(marrakesh_describe::Lang::En, &s.modules)
        )
    }
}

/// What a run plays: "3 players" or "solo against the Paschabot (...)".
fn table_text(c: &SimConfig) -> String {
    match c.solo() {
        None => format!("{} players", c.setup.players),
        Some(solo) => match solo.opponent {
            Opponent::Paschabot => format!(
                "solo against the Paschabot (difficulty {})",
                marrakesh_describe::difficulty(marrakesh_describe::Lang::En, solo.difficulty)
            ),
            Opponent::Lazy => "solo against the lazy Paschabot".to_string(),
        },
    }
}

/// How the summary's intervals are made.
const INTERVALS_NOTE: &str = "(95% intervals: Student's t for mean scores, Wilson for win rates; \"all seats\" rows treat every seat of a game as one sample)\n";

/// The report as text.
pub fn to_text(r: &Report) -> String {
    let c = &r.config;
    let solo = c.solo();
    let mut s = String::new();
    s.push_str(&format!(
        "{} games, {}, {} edition, tower {}{}, base seed {}, {} thread(s){}\n",
        r.games,
        table_text(c),
        edition_name(&c.setup),
        tower_name(&c.setup),
        modules_text(&c.setup),
        c.setup.seed,
        c.threads,
        c.catalog_file
            .as_ref()
            .map(|f| format!(", catalog {f}"))
            .unwrap_or_default()
    ));
    s.push_str(&format!(
        "{:.2} s, {:.1} games/s, {:.1} decisions per game\n\n",
        r.seconds,
        r.games_per_sec(),
        r.mean_decisions()
    ));
    let bw = (0..r.seats.len())
        .map(|i| c.seat(i).label().len() + 2)
        .max()
        .unwrap_or(8)
        .max(8);
    s.push_str(&format!(
        "{:<10}{:<bw$}{:>8}{:>14}{:>6}{:>6}{:>10}{:>15}\n",
        "seat", "bot", "mean", "(95%)", "min", "max", "win rate", "(95%)"
    ));
    let line = |who: String, bot: String, st: &Stat| {
        let (m, w) = (st.mean_interval(), st.win_interval());
        format!(
            "{who:<10}{bot:<bw$}{:>8.1}{:>14}{:>6}{:>6}{:>9.1}%{:>15}\n",
            st.mean(),
            format!("{:.1}–{:.1}", m.lo, m.hi),
            st.min,
            st.max,
            100.0 * st.win_rate(),
            format!("{:.1}–{:.1}%", 100.0 * w.lo, 100.0 * w.hi),
        )
    };
    for (i, st) in r.seats.iter().enumerate() {
        s.push_str(&line(format!("P{i}"), c.seat(i).label(), st));
    }
    if solo.is_none() {
        for (k, st) in &r.kinds {
            s.push_str(&line("all seats".into(), k.label(), st));
        }
    }
    // Searching bots: their thinking time per decision.
    for (i, t) in r.thinking.iter().enumerate() {
        if matches!(c.seat(i), SeatBot::Bot(BotKind::Ismcts { .. })) && t.decisions > 0 {
            s.push_str(&format!(
                "P{i} {} thinks {:.1} ms per decision on average, {:.1} ms at most\n",
                c.seat(i).label(),
                t.mean().as_secs_f64() * 1000.0,
                t.max.as_secs_f64() * 1000.0
            ));
        }
    }
    if solo.is_some() {
        s.push_str(&format!("({})\n", win_rate_rule(c)));
    } else {
        s.push_str(&format!("(win rate: {})\n", win_rate_rule(c)));
    }
    s.push_str(INTERVALS_NOTE);
    if c.setup.modules.desert_towns {
        let n = r.games.max(1) as f64;
        s.push_str("\nDesert towns per game, taken / claimed:");
        for (i, (taken, claimed)) in r.towns.iter().enumerate() {
            if c.seat(i) == SeatBot::Paschabot(Opponent::Lazy) {
                continue; // no board, no towns
            }
            s.push_str(&format!(
                "  P{i} {:.2} / {:.2}",
                *taken as f64 / n,
                *claimed as f64 / n
            ));
        }
        s.push('\n');
    }
    if let Some(ts) = &r.titles {
        s.push_str("\nTitles of P0 (score at least):\n");
        let n = r.games.max(1) as f64;
        for t in ts {
            let w = wilson(t.reached as f64, r.games as f64);
            s.push_str(&format!(
                "  {:>3} {:<64}{:>6.1}%{:>15}\n",
                t.points,
                t.title,
                100.0 * t.reached as f64 / n,
                format!("{:.1}–{:.1}%", 100.0 * w.lo, 100.0 * w.hi)
            ));
        }
        let none = r.games as u64 - ts.first().map(|t| t.reached).unwrap_or(0);
        s.push_str(&format!(
            "      {:<64}{:>6.1}%\n",
            "no title",
            100.0 * none as f64 / n
        ));
    }
    s.push('\n');
    if let Some(solo) = solo {
        // The lazy Paschabot scores nothing: only P0's column.
        let shown: Vec<usize> = (0..r.seats.len())
            .filter(|i| solo.opponent != Opponent::Lazy || *i == 0)
            .collect();
        s.push_str(&format!("Mean points by category:{:>22}", ""));
        for i in &shown {
            s.push_str(&format!("{:>8}", format!("P{i}")));
        }
        s.push('\n');
        for (j, k) in ScoreCategory::ALL.iter().enumerate() {
            let vals: Vec<f64> = shown
                .iter()
                .filter_map(|i| r.seat_categories.get(*i))
                .map(|sc| sc.get(j).map(|(_, v)| *v).unwrap_or(0.0))
                .collect();
            if vals.iter().all(|v| v.abs() < 0.005) {
                continue;
            }
            s.push_str(&format!(
                "  {:<44}",
                marrakesh_describe::category(marrakesh_describe::Lang::En, *k)
            ));
            for v in vals {
                s.push_str(&format!("{v:>8.2}"));
            }
            s.push('\n');
        }
        return s;
    }
    s.push_str("Mean points per player by category:\n");
    for (k, v) in &r.categories {
        if v.abs() >= 0.005 {
            s.push_str(&format!(
                "  {:<22}{:>7.2}\n",
                marrakesh_describe::category(marrakesh_describe::Lang::En, *k),
                v
            ));
        }
    }
    s
}

/// `marrakesh bench`: engine speed, single-threaded, random bots.
pub fn bench(
    setup: Setup,
    catalog: &Arc<Catalog>,
    games: usize,
    kind: BotKind,
) -> Result<String, CliError> {
    let players = setup.players as usize;
    marrakesh_engine::Game::with_catalog(setup, catalog.clone())
        .map_err(|e| CliError::input(format!("bad setup: {e}")))?;
    let bots = vec![kind; players];
    let start = Instant::now();
    let mut decisions = 0u64;
    for i in 0..games {
        let s = game_setup(&setup, i);
        let f = play_game_with_catalog(s, catalog.clone(), &bots, s.seed)
            .map_err(|e| CliError::failure(format!("game {i} (seed {}) failed: {e}", s.seed)))?;
        decisions += f.decisions;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    Ok(format!(
        "{games} games, {players} players, {} bots{}, 1 thread: {:.2} s, {:.0} games/s, {:.0} decisions/s ({:.0} decisions per game)\n",
        kind.name(),
        modules_text(&setup),
        secs,
        games as f64 / secs,
        decisions as f64 / secs,
        decisions as f64 / games.max(1) as f64
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(threads: usize) -> SimConfig {
        SimConfig {
            games: 12,
            setup: Setup::new(3, 99),
            catalog: Catalog::embedded(),
            catalog_file: None,
            catalog_text: None,
            bots: vec![BotKind::Greedy, BotKind::Random, BotKind::Random],
            threads,
            progress: false,
            lab: LabOutputs::default(),
        }
    }

    #[test]
    fn score_spread_is_the_sample_standard_deviation() {
        let mut s = Stat::default();
        assert_eq!(s.sd(), 0.0);
        for score in [2, 4, 4, 4, 5, 5, 7, 9] {
            s.add(score, 0.0);
        }
        // Mean 5, squared deviations 32 over 7 degrees of freedom.
        assert!((s.sd() - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
        let json = to_json(&run(&config(1)).unwrap());
        let seat = &json["seats"][0];
        let (min, max) = (seat["min_score"].as_f64(), seat["max_score"].as_f64());
        let sd = seat["score_sd"].as_f64().unwrap();
        assert!(sd > 0.0 && sd <= max.unwrap() - min.unwrap(), "{seat}");
    }

    #[test]
    fn results_do_not_depend_on_threads() {
        let a = run(&config(1)).unwrap();
        let b = run(&config(3)).unwrap();
        let strip = |r: &Report| {
            let mut v = to_json(r);
            let o = v.as_object_mut().unwrap();
            o.remove("seconds");
            o.remove("games_per_sec");
            o.remove("threads");
            o.remove("thinking");
            v
        };
        assert_eq!(strip(&a), strip(&b));
        assert_eq!(a.games, 12);
        let wins: f64 = a.seats.iter().map(|s| s.wins).sum();
        assert!((wins - 12.0).abs() < 1e-9, "one win per game: {wins}");
        let text = to_text(&a);
        assert!(text.contains("greedy") && text.contains("win rate"));
    }

    #[test]
    fn wrong_bot_count_is_an_input_error() {
        let mut c = config(1);
        c.bots.pop();
        assert_eq!(run(&c).unwrap_err().code, 2);
        let solo = SimConfig {
            setup: Setup::solo(Solo::default(), 1),
            bots: vec![BotKind::Greedy, BotKind::Greedy],
            ..config(1)
        };
        assert_eq!(run(&solo).unwrap_err().code, 2);
    }

    fn solo_config(opponent: Opponent, threads: usize) -> SimConfig {
        SimConfig {
            games: 10,
            setup: Setup::solo(
                Solo {
                    opponent,
                    ..Solo::default()
                },
                7,
            ),
            catalog: Catalog::embedded(),
            catalog_file: None,
            catalog_text: None,
            bots: vec![BotKind::Greedy],
            threads,
            progress: false,
            lab: LabOutputs::default(),
        }
    }

    #[test]
    fn solo_runs_report_the_paschabot() {
        let a = run(&solo_config(Opponent::Paschabot, 1)).unwrap();
        let b = run(&solo_config(Opponent::Paschabot, 2)).unwrap();
        let (ja, jb) = (to_json(&a), to_json(&b));
        assert_eq!(ja["seats"], jb["seats"], "thread count does not matter");
        assert_eq!(ja["seats"][1]["bot"], "paschabot");
        assert_eq!(ja["solo"]["opponent"], "paschabot");
        // Every game has exactly one winner: P0 or the Paschabot.
        let wins: f64 = a.seats.iter().map(|s| s.wins).sum();
        assert!((wins - 10.0).abs() < 1e-9, "{wins}");
        assert!(a.seats[1].mean() > 50.0, "the Paschabot scores");
        assert!(ja.get("titles").is_none());
        let cats = ja["seats"][1]["mean_score_by_category"]
            .as_object()
            .unwrap();
        assert!(cats.contains_key("paschabot_sectors"), "{cats:?}");
        let text = to_text(&a);
        assert!(text.contains("solo against the Paschabot"), "{text}");
        assert!(text.contains("Paschabot sectors"), "{text}");
    }

    #[test]
    fn module_runs_report_the_modules() {
        let setup = Setup {
            modules: Modules::ALL,
            ..Setup::new(3, 21)
        };
        let c = |threads| SimConfig {
            games: 8,
            setup,
            catalog: Catalog::embedded(),
            catalog_file: None,
            catalog_text: None,
            bots: vec![BotKind::Greedy; 3],
            threads,
            progress: false,
            lab: LabOutputs::default(),
        };
        let a = run(&c(1)).unwrap();
        let b = run(&c(2)).unwrap();
        let (ja, jb) = (to_json(&a), to_json(&b));
        assert_eq!(ja["seats"], jb["seats"], "thread count does not matter");
        assert_eq!(ja["desert_towns"], jb["desert_towns"]);
        assert_eq!(ja["modules"]["imam_sultan"], true);
        assert_eq!(ja["desert_towns"]["claimed"].as_array().unwrap().len(), 3);
        // Taken towns: at most 2 per player, at most the 5 on display.
        let taken: u64 = a.towns.iter().map(|t| t.0).sum();
        assert!(taken <= 8 * 5, "{taken}");
        assert!(a.towns.iter().all(|t| t.1 <= t.0 && t.0 <= 16));
        let text = to_text(&a);
        assert!(
            text.contains("modules: staircase tiles, imam & sultan"),
            "{text}"
        );
        assert!(text.contains("Desert towns per game"), "{text}");
        // Without modules, nothing of them is reported.
        let plain = to_json(&run(&config(1)).unwrap());
        assert!(plain.get("modules").is_none() && plain.get("desert_towns").is_none());
    }

    #[test]
    fn runs_use_their_catalog() {
        let text = Catalog::EMBEDDED_TOML.replacen(
            "start_score = { value = 10,",
            "start_score = { value = 40,",
            1,
        );
        let c = SimConfig {
            games: 3,
            catalog: Arc::new(Catalog::from_toml(&text).unwrap()),
            catalog_file: Some("my.toml".into()),
            ..config(2)
        };
        let r = run(&c).unwrap();
        let start = r
            .categories
            .iter()
            .find(|(k, _)| *k == ScoreCategory::Start);
        assert_eq!(start.map(|(_, v)| *v), Some(40.0));
        assert_eq!(to_json(&r)["catalog"], "my.toml");
        assert!(to_json_line(&r).contains("\"catalog\":\"my.toml\""));
        assert!(to_text(&r).contains("catalog my.toml"));
        assert!(to_json(&run(&config(1)).unwrap()).get("catalog").is_none());
        let b = bench(c.setup, &c.catalog, 2, BotKind::Random).unwrap();
        assert!(b.contains("2 games"), "{b}");
    }

    #[test]
    fn lazy_runs_count_titles() {
        let r = run(&solo_config(Opponent::Lazy, 2)).unwrap();
        let j = to_json(&r);
        assert_eq!(j["seats"][1]["bot"], "lazy-paschabot");
        assert_eq!(j["seats"][1]["mean_score"], 0.0);
        let titles = j["titles"].as_array().unwrap();
        assert_eq!(titles.len(), 4);
        assert_eq!(titles[0]["points"], 135);
        // Reaching a higher title means reaching the lower ones.
        let reached: Vec<u64> = titles
            .iter()
            .map(|t| t["reached"].as_u64().unwrap())
            .collect();
        assert!(reached.windows(2).all(|w| w[0] >= w[1]), "{reached:?}");
        let highest: u64 = titles.iter().map(|t| t["highest"].as_u64().unwrap()).sum();
        assert_eq!(highest, reached[0]);
        assert_eq!(j["no_title"].as_u64().unwrap() + reached[0], 10);
        // A win is a title.
        assert_eq!(r.seats[0].wins as u64, reached[0]);
        assert!(to_text(&r).contains("no title"));
    }
}
