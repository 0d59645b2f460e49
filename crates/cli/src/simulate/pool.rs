//! `marrakesh report`: pools the `simulate --json` reports of a run played
//! in chunks (docs/strength/data/TABLE/SEED.json) into one table per
//! directory, with the lab's intervals (this replaced a Python script,
//! `docs/strength/table.py`).
//!
//! Per table: its games, seeds and chunks; the measured seat (N for a
//! directory named `..._seatN`, else the first seat whose bot is `ismcts`,
//! else seat 0); every seat's pooled mean score with its 95% t interval
//! (pooled from the chunks' means and standard deviations: exact) and wins
//! with their 95% Wilson interval; the lazy Paschabot's titles; the
//! thinking times. Two tables `X_seat0` and `X_seat1` are also pooled into
//! one row, `X (both seats)`.

use super::stats::{pool, t_interval, wilson, Interval};
use crate::msg;
use crate::user_text::CliError;
use marrakesh_describe::{tr, Lang};
use marrakesh_engine::Difficulty;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// One seat of a pooled table.
#[derive(Clone, Debug)]
pub struct SeatPool {
    pub bot: String,
    /// (games, mean, sample standard deviation) of the seat's scores.
    pub score: (u64, f64, f64),
    pub wins: f64,
    pub min: i64,
    pub max: i64,
    /// Every game's score, when each chunk has at most two games (a chunk
    /// keeps its minimum and maximum: with two games, both scores).
    pub scores: Option<Vec<i64>>,
    /// Mean points by category (solo reports give them per seat).
    pub categories: Vec<(String, f64)>,
    /// Thinking: decisions, mean and longest milliseconds.
    pub thinking: Option<(u64, f64, f64)>,
}

impl SeatPool {
    /// The lazy Paschabot scores nothing: it plays for no points.
    pub fn scores_points(&self) -> bool {
        !self.bot.starts_with("lazy")
    }
}

/// A title of the lazy Paschabot's ladder and the games that reached it.
#[derive(Clone, Debug)]
pub struct TitlePool {
    pub points: u64,
    pub reached: u64,
}

/// The chunks of one directory, pooled.
#[derive(Clone, Debug)]
pub struct Table {
    pub name: String,
    pub games: u64,
    pub chunks: usize,
    pub first_seed: u64,
    pub last_seed: u64,
    /// The setup as `simulate --json` gives it (of the first chunk): players,
    /// edition, solo, modules.
    pub setup: Value,
    pub seats: Vec<SeatPool>,
    /// The measured seat.
    pub me: usize,
    pub titles: Vec<TitlePool>,
    /// Mean points per player by category (all seats).
    pub categories: Vec<(String, f64)>,
}

impl Table {
    /// The opponent of the measured seat in a 2-seat table.
    pub fn opponent(&self) -> Option<&SeatPool> {
        (self.seats.len() == 2).then(|| &self.seats[1 - self.me])
    }

    /// The other seats that score: their pooled mean.
    pub fn others_mean(&self) -> Option<f64> {
        let parts: Vec<(u64, f64, f64)> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(i, s)| *i != self.me && s.scores_points())
            .map(|(_, s)| s.score)
            .collect();
        (!parts.is_empty()).then(|| pool(&parts).1)
    }

    /// What the games were, in `lang`: "2 players", "solo against the
    /// Paschabot (difficulty expensive gates)", "solo against the lazy
    /// Paschabot" (the words of `simulate`'s summary).
    pub fn what(&self, lang: Lang) -> String {
        let solo = &self.setup["solo"];
        if !solo.is_object() {
            let players = self.setup["players"].as_u64().unwrap_or(0);
            return tr!(lang, "tui-setup-players", count = players);
        }
        if solo["opponent"] == "lazy" {
            return lang.get("tui-setup-solo-lazy");
        }
        let difficulty: Difficulty =
            serde_json::from_value(solo["difficulty"].clone()).unwrap_or_default();
        tr!(
            lang,
            "tui-setup-solo",
            difficulty = marrakesh_describe::difficulty(lang, difficulty)
        )
    }

    /// [`Table::what`] in a few English words, for the HTML report
    /// (English only, as docs/cli.md says): "2 players", "solo vs
    /// Paschabot, 3 harder flag(s)", "solo vs lazy Paschabot".
    pub fn short_what(&self) -> String {
        let solo = &self.setup["solo"];
        if !solo.is_object() {
            return format!("{} players", self.setup["players"]);
        }
        if solo["opponent"] == "lazy" {
            return "solo vs lazy Paschabot".into();
        }
        let d = &solo["difficulty"];
        let on = |names: &[&str]| {
            names
                .iter()
                .filter(|n| d[**n].as_bool() == Some(true))
                .count()
        };
        let hard = on(&["expensive_gates", "main_square_four", "storage_keshis"]);
        let easy = on(&[
            "no_extra_tiles",
            "complete_sectors_only",
            "main_square_once",
            "no_fisherman_moves",
        ]);
        match (hard, easy) {
            (0, 0) => "solo vs Paschabot".into(),
            (h, 0) => format!("solo vs Paschabot, {h} harder flag(s)"),
            (0, e) => format!("solo vs Paschabot, {e} easier flag(s)"),
            (h, e) => format!("solo vs Paschabot, {h} harder, {e} easier flag(s)"),
        }
    }

    /// The solo opponent's name with its difficulty, for the HTML report's
    /// head-to-head matrix (English): "paschabot", "paschabot (harder)", "lazy-paschabot".
    pub fn opponent_name(&self) -> Option<String> {
        let o = self.opponent()?;
        if !o.bot.contains("paschabot") {
            return Some(o.bot.clone());
        }
        let d = &self.setup["solo"]["difficulty"];
        let flag = |names: &[&str]| names.iter().any(|n| d[*n].as_bool() == Some(true));
        let hard = flag(&["expensive_gates", "main_square_four", "storage_keshis"]);
        let easy = flag(&[
            "no_extra_tiles",
            "complete_sectors_only",
            "main_square_once",
            "no_fisherman_moves",
        ]);
        Some(match (hard, easy) {
            _ if o.bot.starts_with("lazy") => o.bot.clone(),
            (true, false) => format!("{} (harder)", o.bot),
            (false, true) => format!("{} (easier)", o.bot),
            (true, true) => format!("{} (mixed)", o.bot),
            (false, false) => o.bot.clone(),
        })
    }
}

fn num(v: &Value, what: &str, file: &Path) -> Result<f64, CliError> {
    v.as_f64().ok_or_else(|| {
        CliError::input(msg!("tui-error-report-no-number", file = file, what = what))
    })
}

/// Reads the `.json` chunk reports of a directory (sorted by name), or a
/// single report file.
fn chunks(path: &Path) -> Result<Vec<(PathBuf, Value)>, CliError> {
    let files: Vec<PathBuf> = if path.is_dir() {
        let mut v: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|e| CliError::input(msg!("tui-error-cannot-read", file = path, error = e)))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        v.sort();
        v
    } else {
        vec![path.to_path_buf()]
    };
    files
        .into_iter()
        .map(|f| {
            let text = crate::gamefile::read_text(&f)?;
            let v: Value = serde_json::from_str(&text).map_err(|e| {
                CliError::input(msg!("tui-error-not-json", file = &f, error = e.to_string()))
            })?;
            Ok((f, v))
        })
        .collect()
}

/// Pools one table: the chunk reports in `path` (a directory of them, or
/// one report).
pub fn table(path: &Path) -> Result<Table, CliError> {
    let name = path
        .file_stem()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let reports = chunks(path)?;
    let Some((first_file, first)) = reports.first() else {
        return Err(CliError::input(msg!("tui-error-report-none", dir = path)));
    };
    let bots = |r: &Value| -> Vec<String> {
        r["seats"]
            .as_array()
            .map(|s| {
                s.iter()
                    .map(|x| x["bot"].as_str().unwrap_or("").to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    let seat_bots = bots(first);
    if seat_bots.is_empty() {
        return Err(CliError::input(msg!(
            "tui-error-report-no-seats",
            file = first_file
        )));
    }
    let me = name
        .rsplit_once("_seat")
        .and_then(|(_, n)| n.parse::<usize>().ok())
        .or_else(|| seat_bots.iter().position(|b| b.starts_with("ismcts")))
        .unwrap_or(0)
        .min(seat_bots.len() - 1);
    let mut seats: Vec<SeatPool> = seat_bots
        .iter()
        .map(|b| SeatPool {
            bot: b.clone(),
            score: (0, 0.0, 0.0),
            wins: 0.0,
            min: i64::MAX,
            max: i64::MIN,
            scores: Some(Vec::new()),
            categories: Vec::new(),
            thinking: None,
        })
        .collect();
    let mut parts: Vec<Vec<(u64, f64, f64)>> = vec![Vec::new(); seats.len()];
    let mut seat_cats: Vec<Vec<(String, f64)>> = vec![Vec::new(); seats.len()];
    let mut cats: Vec<(String, f64)> = Vec::new();
    let mut titles: Vec<TitlePool> = Vec::new();
    let mut thinking: Vec<(u64, f64, f64)> = vec![(0, 0.0, 0.0); seats.len()];
    let mut games = 0u64;
    let mut seeds = Vec::new();
    for (file, r) in &reports {
        if bots(r) != seat_bots || r["players"] != first["players"] || r["solo"] != first["solo"] {
            return Err(CliError::input(msg!(
                "tui-error-report-differs",
                file = file,
                first = first_file
            )));
        }
        let g = num(&r["games"], "games", file)? as u64;
        games += g;
        seeds.push(num(&r["seed"], "seed", file)? as u64);
        let add = |acc: &mut Vec<(String, f64)>, m: &Value| {
            for (k, v) in m.as_object().into_iter().flatten() {
                let v = v.as_f64().unwrap_or(0.0) * g as f64;
                match acc.iter_mut().find(|(x, _)| x == k) {
                    Some((_, s)) => *s += v,
                    None => acc.push((k.clone(), v)),
                }
            }
        };
        add(&mut cats, &r["mean_score_by_category"]);
        for (i, s) in r["seats"].as_array().into_iter().flatten().enumerate() {
            let (mean, sd) = (
                num(&s["mean_score"], "mean_score", file)?,
                num(&s["score_sd"], "score_sd", file)?,
            );
            parts[i].push((g, mean, sd));
            let seat = &mut seats[i];
            seat.wins += num(&s["wins"], "wins", file)?;
            let (lo, hi) = (
                num(&s["min_score"], "min_score", file)? as i64,
                num(&s["max_score"], "max_score", file)? as i64,
            );
            seat.min = seat.min.min(lo);
            seat.max = seat.max.max(hi);
            seat.scores = match (seat.scores.take(), g) {
                (Some(mut v), 1) => {
                    v.push(lo);
                    Some(v)
                }
                (Some(mut v), 2) => {
                    v.extend([lo, hi]);
                    Some(v)
                }
                _ => None,
            };
            add(&mut seat_cats[i], &s["mean_score_by_category"]);
        }
        for t in r["titles"].as_array().into_iter().flatten() {
            let points = num(&t["points"], "points", file)? as u64;
            let reached = num(&t["reached"], "reached", file)? as u64;
            match titles.iter_mut().find(|x| x.points == points) {
                Some(x) => x.reached += reached,
                None => titles.push(TitlePool { points, reached }),
            }
        }
        for t in r["thinking"].as_array().into_iter().flatten() {
            let Some(i) = t["seat"].as_u64().map(|i| i as usize) else {
                continue;
            };
            if let Some(x) = thinking.get_mut(i) {
                let d = num(&t["decisions"], "decisions", file)? as u64;
                x.0 += d;
                x.1 += num(&t["mean_ms"], "mean_ms", file)? * d as f64;
                x.2 = x.2.max(num(&t["max_ms"], "max_ms", file)?);
            }
        }
    }
    let per_game = |v: Vec<(String, f64)>| -> Vec<(String, f64)> {
        v.into_iter()
            .map(|(k, s)| (k, s / games.max(1) as f64))
            .collect()
    };
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.score = pool(&parts[i]);
        seat.categories = per_game(std::mem::take(&mut seat_cats[i]));
        let (d, total, max) = thinking[i];
        seat.thinking = (d > 0).then(|| (d, total / d as f64, max));
    }
    titles.sort_by_key(|t| t.points);
    Ok(Table {
        name,
        games,
        chunks: reports.len(),
        first_seed: seeds.iter().copied().min().unwrap_or(0),
        last_seed: seeds.iter().copied().max().unwrap_or(0),
        setup: serde_json::json!({
            "players": first["players"],
            "edition": first["edition"],
            "solo": first["solo"],
            "modules": first["modules"],
        }),
        seats,
        me,
        titles,
        categories: per_game(cats),
    })
}

/// The tables of the given paths: a directory of chunk reports is one
/// table; a directory of such directories gives one table each (sorted by
/// name); a `.json` file is a table of one chunk.
pub fn tables(paths: &[PathBuf]) -> Result<Vec<Table>, CliError> {
    let mut out = Vec::new();
    for p in paths {
        if !p.exists() {
            return Err(CliError::input(msg!("tui-error-no-such-path", file = p)));
        }
        let subdirs: Vec<PathBuf> = if p.is_dir() {
            let mut v: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| CliError::input(msg!("tui-error-cannot-read", file = p, error = e)))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|x| x.is_dir())
                .collect();
            v.sort();
            v
        } else {
            Vec::new()
        };
        if subdirs.is_empty() {
            out.push(table(p)?);
        } else {
            for d in subdirs {
                out.push(table(&d)?);
            }
        }
    }
    Ok(out)
}

/// A row of the summary: a table's measured seat, or two tables' (`X_seat0`
/// and `X_seat1`) pooled.
#[derive(Clone, Debug)]
pub struct Row {
    pub name: String,
    pub bot: String,
    pub games: u64,
    /// (games, mean, sd) of the measured seat(s).
    pub score: (u64, f64, f64),
    pub wins: f64,
    pub others_mean: Option<f64>,
    /// The table's own row: seeds, titles, thinking.
    pub table: Option<usize>,
}

impl Row {
    pub fn mean_interval(&self) -> Interval {
        t_interval(self.score.1, self.score.2, self.score.0)
    }
    pub fn win_interval(&self) -> Interval {
        wilson(self.wins, self.games as f64)
    }
}

/// One row per table, then one per pair of seat tables (named "X (both
/// seats)" in `lang`).
pub fn rows(tables: &[Table], lang: Lang) -> Vec<Row> {
    let mut rows: Vec<Row> = tables
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let s = &t.seats[t.me];
            Row {
                name: t.name.clone(),
                bot: s.bot.clone(),
                games: t.games,
                score: s.score,
                wins: s.wins,
                others_mean: t.others_mean(),
                table: Some(i),
            }
        })
        .collect();
    let mut bases: Vec<&str> = tables
        .iter()
        .filter_map(|t| t.name.rsplit_once("_seat").map(|(b, _)| b))
        .collect();
    bases.sort();
    bases.dedup();
    for base in bases {
        let group: Vec<&Table> = tables
            .iter()
            .filter(|t| t.name.rsplit_once("_seat").is_some_and(|(b, _)| b == base))
            .collect();
        if group.len() < 2 {
            continue;
        }
        let mine: Vec<(u64, f64, f64)> = group.iter().map(|t| t.seats[t.me].score).collect();
        let others: Vec<(u64, f64, f64)> = group
            .iter()
            .flat_map(|t| {
                t.seats
                    .iter()
                    .enumerate()
                    .filter(|(i, s)| *i != t.me && s.scores_points())
                    .map(|(_, s)| s.score)
            })
            .collect();
        rows.push(Row {
            name: tr!(lang, "tui-report-both-seats", table = base),
            bot: group[0].seats[group[0].me].bot.clone(),
            games: group.iter().map(|t| t.games).sum(),
            score: pool(&mine),
            wins: group.iter().map(|t| t.seats[t.me].wins).sum(),
            others_mean: (!others.is_empty()).then(|| pool(&others).1),
            table: None,
        });
    }
    rows
}

/// "87.8% (79.4%–93.0%, ±6.8%)".
pub fn rate_text(k: f64, n: u64) -> String {
    let w = wilson(k, n as f64);
    format!(
        "{:.1}% ({:.1}%–{:.1}%, ±{:.1}%)",
        100.0 * k / n.max(1) as f64,
        100.0 * w.lo,
        100.0 * w.hi,
        100.0 * w.half_width()
    )
}

/// "151.6 ±3.0 (151.6–154.6, sd 14.6)" in `lang` (the same numbers in
/// every language).
pub fn mean_text(score: (u64, f64, f64), lang: Lang) -> String {
    let i = t_interval(score.1, score.2, score.0);
    tr!(
        lang,
        "tui-report-mean-text",
        mean = format!("{:.1}", score.1),
        half = format!("{:.1}", i.half_width()),
        lo = format!("{:.1}", i.lo),
        hi = format!("{:.1}", i.hi),
        sd = format!("{:.1}", score.2)
    )
}

/// The tables as text in `lang`: every number of docs/AI.md's strength
/// tables (the same numbers in every language).
pub fn to_text(tables: &[Table], lang: Lang) -> String {
    let mut s = String::new();
    for r in rows(tables, lang) {
        let t = r.table.map(|i| &tables[i]);
        let mut lines = vec![
            tr!(lang, "tui-report-bot", bot = &r.bot),
            tr!(lang, "tui-report-games", games = r.games.to_string()),
        ];
        if let Some(t) = t {
            lines.push(tr!(lang, "tui-report-setup", setup = t.what(lang)));
            lines.push(tr!(
                lang,
                "tui-report-seeds",
                first = t.first_seed.to_string(),
                last = t.last_seed.to_string(),
                chunks = t.chunks
            ));
        }
        lines.push(tr!(lang, "tui-report-wins", wins = r.wins.to_string()));
        lines.push(tr!(
            lang,
            "tui-report-win-rate",
            rate = rate_text(r.wins, r.games)
        ));
        if t.is_none_or(|t| t.seats[t.me].scores_points()) {
            lines.push(tr!(
                lang,
                "tui-report-mean",
                mean = mean_text(r.score, lang)
            ));
        }
        if let Some(m) = r.others_mean {
            lines.push(tr!(
                lang,
                "tui-report-others-mean",
                mean = format!("{m:.1}")
            ));
        }
        if let Some(t) = t {
            for x in &t.titles {
                lines.push(tr!(
                    lang,
                    "tui-report-title",
                    points = x.points.to_string(),
                    reached = x.reached.to_string(),
                    rate = rate_text(x.reached as f64, t.games)
                ));
            }
            if let Some((_, mean, max)) = t.seats[t.me].thinking {
                lines.push(tr!(
                    lang,
                    "tui-report-thinking",
                    mean = format!("{mean:.0}"),
                    max = format!("{max:.0}")
                ));
            }
        }
        s.push_str(&r.name);
        s.push('\n');
        for l in lines {
            s.push_str("    ");
            s.push_str(&l);
            s.push('\n');
        }
    }
    s
}

/// The tables as the rows of one Markdown table, its head in `lang`.
pub fn to_markdown(tables: &[Table], lang: Lang) -> String {
    let mut s = lang.get("tui-report-markdown-head");
    s.push_str("\n| --- | --- | --- | --- | --- | --- |\n");
    for r in rows(tables, lang) {
        let t = r.table.map(|i| &tables[i]);
        let titles = t
            .map(|t| {
                t.titles
                    .iter()
                    .map(|x| {
                        format!(
                            "{}: {} = {}",
                            x.points,
                            x.reached,
                            rate_text(x.reached as f64, t.games)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            })
            .unwrap_or_default();
        let mean = if t.is_none_or(|t| t.seats[t.me].scores_points()) {
            mean_text(r.score, lang)
        } else {
            String::new()
        };
        s.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            r.name,
            r.games,
            rate_text(r.wins, r.games),
            mean,
            r.others_mean.map(|m| format!("{m:.1}")).unwrap_or_default(),
            titles
        ));
    }
    s
}
