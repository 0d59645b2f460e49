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

mod json;
pub mod lab;
pub mod per_game;
mod play;
mod plots;
pub mod pool;
pub mod report;
pub mod stats;
#[cfg(test)]
mod tests;
mod text;

pub use json::to_json_line;
pub use play::run;
pub use text::{bench, to_text};

use crate::user_text::CliError;
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
            Some(solo) if p == marrakesh_engine::PASCHABOT as usize => {
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

/// How wins are counted in a run, in `lang`.
fn win_rate_rule(c: &SimConfig, lang: marrakesh_describe::Lang) -> String {
    match c.solo().map(|s| s.opponent) {
        None => lang.get("tui-sim-rule-shared"),
        Some(Opponent::Paschabot) => lang.get("tui-sim-rule-paschabot"),
        Some(Opponent::Lazy) => {
            let ladder = c.catalog.paschabot.ladder(c.setup.modules.desert_towns);
            let first = ladder.first().map_or(0, |(points, _)| *points);
            marrakesh_describe::tr!(lang, "tui-sim-rule-lazy", points = first)
        }
    }
}

/// ", modules: ..." when modules are in play, in `lang`.
fn modules_text(s: &Setup, lang: marrakesh_describe::Lang) -> String {
    if s.modules.is_none() {
        String::new()
    } else {
        marrakesh_describe::tr!(
            lang,
            "tui-setup-modules",
            modules = crate::modules::describe(lang, &s.modules)
        )
    }
}

/// What a run plays: "3 players" or "solo against the Paschabot (...)",
/// in `lang`.
fn table_text(c: &SimConfig, lang: marrakesh_describe::Lang) -> String {
    match c.solo() {
        None => marrakesh_describe::tr!(lang, "tui-setup-players", count = c.setup.players),
        Some(solo) => match solo.opponent {
            Opponent::Paschabot => marrakesh_describe::tr!(
                lang,
                "tui-setup-solo",
                difficulty = marrakesh_describe::difficulty(lang, solo.difficulty)
            ),
            Opponent::Lazy => lang.get("tui-setup-solo-lazy"),
        },
    }
}
