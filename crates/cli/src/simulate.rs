//! `marrakesh simulate` and `marrakesh bench`: many bot games in parallel.
//!
//! Game `i` of a run is set up with seed `derive_seed(base, i)` and its bots
//! with seeds derived from that, so a seeded run gives the same games, and
//! (aggregated in game order) the same numbers, whatever the thread count.
//!
//! Win rate: a shared victory counts as a fractional win (1/k for each of k
//! winners), so the win rates of all seats add up to 1.

use crate::gamefile::CliError;
use marrakesh_bots::{derive_seed, play_game, BotKind, Finished, PlayError};
use marrakesh_engine::{ScoreCategory, Setup};
use serde::Serialize;
use serde_json::json;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub games: usize,
    /// Setup of every game; its seed is the run's base seed.
    pub setup: Setup,
    /// One bot kind per seat.
    pub bots: Vec<BotKind>,
    pub threads: usize,
    /// Show a progress bar (only drawn when stderr is a terminal).
    pub progress: bool,
}

/// The outcome of one game, as far as the report needs it.
#[derive(Clone, Debug)]
struct GameOutcome {
    scores: Vec<i16>,
    /// Fractional wins per seat.
    wins: Vec<f64>,
    decisions: u64,
    categories: Vec<[i64; ScoreCategory::COUNT]>,
}

fn outcome(f: &Finished) -> GameOutcome {
    let sheets = f.game.scores();
    let winners = f.game.winners();
    let n = sheets.len();
    let mut wins = vec![0.0; n];
    for w in &winners {
        wins[*w as usize] = 1.0 / winners.len() as f64;
    }
    GameOutcome {
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
    pub fn win_rate(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.wins / self.n as f64
        }
    }
}

/// The report of a run.
#[derive(Clone, Debug)]
pub struct Report {
    pub config: SimConfig,
    pub games: usize,
    pub seconds: f64,
    pub seats: Vec<Stat>,
    pub kinds: Vec<(BotKind, Stat)>,
    pub decisions: u64,
    /// Mean points per player per category.
    pub categories: Vec<(ScoreCategory, f64)>,
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

/// Plays the games and aggregates them in game order.
pub fn run(config: &SimConfig) -> Result<Report, CliError> {
    let n = config.games;
    let players = config.setup.players as usize;
    if config.bots.len() != players {
        return Err(CliError::input(format!(
            "{} bots given for {players} players",
            config.bots.len()
        )));
    }
    marrakesh_engine::Game::new(config.setup)
        .map_err(|e| CliError::input(format!("bad setup: {e}")))?;
    let threads = config.threads.clamp(1, n.max(1));
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new(vec![None; n]);
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
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
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                if failed.load(Ordering::Relaxed) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let setup = game_setup(&config.setup, i);
                let r = play_game(setup, &config.bots, setup.seed)
                    .map(|f| outcome(&f))
                    .map_err(|e| (i, e));
                if r.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                if let Ok(mut v) = results.lock() {
                    v[i] = Some(r);
                }
                if let Some(b) = &bar {
                    b.inc(1);
                }
            });
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let results = results
        .into_inner()
        .map_err(|_| CliError::failure("a simulation thread panicked"))?;
    let mut seats = vec![Stat::default(); players];
    let mut kinds: Vec<(BotKind, Stat)> = Vec::new();
    let mut decisions = 0u64;
    let mut cats = [0i64; ScoreCategory::COUNT];
    let mut games = 0;
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
        for (p, seat) in seats.iter_mut().enumerate() {
            seat.add(o.scores[p], o.wins[p]);
            let k = config.bots[p];
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
    kinds.sort_by_key(|(k, _)| *k);
    let per_player = (games * players).max(1) as f64;
    let categories = ScoreCategory::ALL
        .iter()
        .map(|c| (*c, cats[c.index()] as f64 / per_player))
        .collect();
    Ok(Report {
        config: config.clone(),
        games,
        seconds,
        seats,
        kinds,
        decisions,
        categories,
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
    bot: &'static str,
    mean_score: f64,
    min_score: i16,
    max_score: i16,
    wins: f64,
    win_rate: f64,
}

#[derive(Serialize)]
struct BotJson {
    bot: &'static str,
    players: u64,
    mean_score: f64,
    min_score: i16,
    max_score: i16,
    win_rate: f64,
}

#[derive(Serialize)]
struct ReportJson {
    games: usize,
    players: u8,
    edition: &'static str,
    tower: &'static str,
    seed: u64,
    threads: usize,
    seconds: f64,
    games_per_sec: f64,
    mean_decisions: f64,
    win_rate_rule: &'static str,
    seats: Vec<SeatJson>,
    bots: Vec<BotJson>,
    mean_score_by_category: serde_json::Map<String, serde_json::Value>,
}

/// The report as one JSON object.
pub fn to_json(r: &Report) -> serde_json::Value {
    let c = &r.config;
    let report = ReportJson {
        games: r.games,
        players: c.setup.players,
        edition: edition_name(&c.setup),
        tower: tower_name(&c.setup),
        seed: c.setup.seed,
        threads: c.threads,
        seconds: r.seconds,
        games_per_sec: r.games_per_sec(),
        mean_decisions: r.mean_decisions(),
        win_rate_rule: "a shared victory counts 1/k for each of the k winners",
        seats: r
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatJson {
                seat: i,
                bot: c.bots[i].name(),
                mean_score: s.mean(),
                min_score: s.min,
                max_score: s.max,
                wins: s.wins,
                win_rate: s.win_rate(),
            })
            .collect(),
        bots: r
            .kinds
            .iter()
            .map(|(k, s)| BotJson {
                bot: k.name(),
                players: s.n,
                mean_score: s.mean(),
                min_score: s.min,
                max_score: s.max,
                win_rate: s.win_rate(),
            })
            .collect(),
        mean_score_by_category: r
            .categories
            .iter()
            .map(|(k, v)| {
                (
                    serde_json::to_value(k)
                        .ok()
                        .and_then(|x| x.as_str().map(String::from))
                        .unwrap_or_default(),
                    json!(v),
                )
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
        "seed",
        "threads",
        "seconds",
        "games_per_sec",
        "mean_decisions",
        "win_rate_rule",
        "seats",
        "bots",
        "mean_score_by_category",
    ];
    let parts: Vec<String> = order
        .iter()
        .filter_map(|k| obj.get(*k).map(|x| format!("{}:{}", json!(k), x)))
        .collect();
    format!("{{{}}}", parts.join(","))
}

/// The report as text.
pub fn to_text(r: &Report) -> String {
    let c = &r.config;
    let mut s = String::new();
    s.push_str(&format!(
        "{} games, {} players, {} edition, tower {}, base seed {}, {} thread(s)\n",
        r.games,
        c.setup.players,
        edition_name(&c.setup),
        tower_name(&c.setup),
        c.setup.seed,
        c.threads
    ));
    s.push_str(&format!(
        "{:.2} s, {:.1} games/s, {:.1} decisions per game\n\n",
        r.seconds,
        r.games_per_sec(),
        r.mean_decisions()
    ));
    s.push_str(&format!(
        "{:<10}{:<8}{:>8}{:>6}{:>6}{:>10}\n",
        "seat", "bot", "mean", "min", "max", "win rate"
    ));
    for (i, st) in r.seats.iter().enumerate() {
        s.push_str(&format!(
            "{:<10}{:<8}{:>8.1}{:>6}{:>6}{:>9.1}%\n",
            format!("P{i}"),
            c.bots[i].name(),
            st.mean(),
            st.min,
            st.max,
            100.0 * st.win_rate()
        ));
    }
    for (k, st) in &r.kinds {
        s.push_str(&format!(
            "{:<10}{:<8}{:>8.1}{:>6}{:>6}{:>9.1}%\n",
            "all seats",
            k.name(),
            st.mean(),
            st.min,
            st.max,
            100.0 * st.win_rate()
        ));
    }
    s.push_str("(win rate: a shared victory counts 1/k for each of the k winners)\n\n");
    s.push_str("Mean points per player by category:\n");
    for (k, v) in &r.categories {
        if v.abs() >= 0.005 {
            s.push_str(&format!(
                "  {:<22}{:>7.2}\n",
                crate::describe::category(*k),
                v
            ));
        }
    }
    s
}

/// `marrakesh bench`: engine speed, single-threaded, random bots.
pub fn bench(setup: Setup, games: usize, kind: BotKind) -> Result<String, CliError> {
    let players = setup.players as usize;
    marrakesh_engine::Game::new(setup).map_err(|e| CliError::input(format!("bad setup: {e}")))?;
    let bots = vec![kind; players];
    let start = Instant::now();
    let mut decisions = 0u64;
    for i in 0..games {
        let s = game_setup(&setup, i);
        let f = play_game(s, &bots, s.seed)
            .map_err(|e| CliError::failure(format!("game {i} (seed {}) failed: {e}", s.seed)))?;
        decisions += f.decisions;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    Ok(format!(
        "{games} games, {players} players, {} bots, 1 thread: {:.2} s, {:.0} games/s, {:.0} decisions/s ({:.0} decisions per game)\n",
        kind.name(),
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
            bots: vec![BotKind::Greedy, BotKind::Random, BotKind::Random],
            threads,
            progress: false,
        }
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
    }
}
