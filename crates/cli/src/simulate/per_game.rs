//! `simulate --per-game FILE` (one row per game and seat, CSV or JSON
//! Lines) and `simulate --save-games DIR` (every game as a game file that
//! `marrakesh replay` reads). Both are written in game order, as the games
//! are aggregated, so a run of any length keeps only a chunk of games in
//! memory and a seeded run writes the same rows (all but the thinking
//! times) whatever the thread count.

use super::{GameOutcome, SeatBot, SimConfig};
use crate::gamefile::GameFile;
use crate::msg;
use crate::user_text::CliError;
use marrakesh_engine::ScoreCategory;
use serde_json::{json, Value};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The format of a `--per-game` file, from its extension.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RowFormat {
    /// `.csv`: a header line, then comma-separated values.
    Csv,
    /// `.jsonl` (or `.ndjson`): one JSON object per line, the CSV's columns
    /// as its keys, in the same order.
    Jsonl,
}

impl RowFormat {
    pub fn of(path: &Path) -> Result<RowFormat, CliError> {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
        {
            Some(e) if e == "csv" => Ok(RowFormat::Csv),
            Some(e) if e == "jsonl" || e == "ndjson" => Ok(RowFormat::Jsonl),
            _ => Err(CliError::input(msg!(
                "tui-error-per-game-extension",
                file = path
            ))),
        }
    }
}

/// The columns of a per-game row, in order: the game (`game` is its index
/// in the run, `seed` its setup's seed), the seat and who played it, its
/// score, place (1 = best, see [`super::lab::ranks`]), whether it won and
/// its share of the win (1/k on a victory shared by k), the lazy
/// Paschabot's title reached (its points; empty otherwise), the seat's own
/// decisions and the game's, the seat's thinking time (total, mean and
/// longest, milliseconds of wall clock), then its points in every score
/// category (`points_` and the category's JSON name).
pub fn columns() -> Vec<String> {
    let mut c: Vec<String> = [
        "game",
        "seed",
        "players",
        "seat",
        "bot",
        "score",
        "rank",
        "winner",
        "win_share",
        "title",
        "decisions",
        "game_decisions",
        "thinking_ms",
        "thinking_mean_ms",
        "thinking_max_ms",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    c.extend(
        ScoreCategory::ALL
            .iter()
            .map(|k| format!("points_{}", category_name(*k))),
    );
    c
}

/// A category's JSON name (`city_gates`).
pub fn category_name(k: ScoreCategory) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// The rows of one game, one per seat, as (column, value) in column order.
fn rows(config: &SimConfig, o: &GameOutcome) -> Vec<Vec<(String, Value)>> {
    let cols = columns();
    let ladder = config
        .catalog
        .paschabot
        .ladder(config.setup.modules.desert_towns);
    (0..o.scores.len())
        .map(|p| {
            let t = o.thinking.get(p).copied().unwrap_or_default();
            let title = match (p, o.title) {
                (0, Some(i)) => ladder.get(i).map(|(points, _)| json!(points)),
                _ => None,
            };
            let mut v = vec![
                json!(o.index),
                json!(o.seed),
                json!(o.scores.len()),
                json!(p),
                json!(config.seat(p).label()),
                json!(o.scores[p]),
                json!(o.ranks[p]),
                json!(o.wins[p] > 0.0),
                json!(o.wins[p]),
                title.unwrap_or(Value::Null),
                json!(t.decisions),
                json!(o.decisions),
                json!(t.total.as_secs_f64() * 1000.0),
                json!(t.mean().as_secs_f64() * 1000.0),
                json!(t.max.as_secs_f64() * 1000.0),
            ];
            v.extend(o.categories[p].iter().map(|x| json!(x)));
            cols.iter().cloned().zip(v).collect()
        })
        .collect()
}

/// A CSV field: quoted when it holds a comma, quote or line break.
fn csv_field(v: &Value) -> String {
    let s = match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// The open `--per-game` file.
pub struct PerGameWriter {
    out: std::io::BufWriter<std::fs::File>,
    format: RowFormat,
    path: PathBuf,
}

impl PerGameWriter {
    /// Creates (or truncates) the file; a CSV file gets its header.
    pub fn create(path: &Path) -> Result<PerGameWriter, CliError> {
        let format = RowFormat::of(path)?;
        let file = std::fs::File::create(path)
            .map_err(|e| CliError::input(msg!("tui-error-cannot-write", file = path, error = e)))?;
        let mut w = PerGameWriter {
            out: std::io::BufWriter::new(file),
            format,
            path: path.to_path_buf(),
        };
        if format == RowFormat::Csv {
            let header = columns().join(",");
            w.line(&header)?;
        }
        Ok(w)
    }

    fn line(&mut self, s: &str) -> Result<(), CliError> {
        writeln!(self.out, "{s}").map_err(|e| {
            CliError::failure(msg!("tui-error-cannot-write", file = &self.path, error = e))
        })
    }

    /// Writes the rows of one game.
    pub fn write(&mut self, config: &SimConfig, o: &GameOutcome) -> Result<(), CliError> {
        for row in rows(config, o) {
            let text = match self.format {
                RowFormat::Csv => row
                    .iter()
                    .map(|(_, v)| csv_field(v))
                    .collect::<Vec<_>>()
                    .join(","),
                // serde_json's maps are sorted: the keys are written in the
                // columns' order by hand.
                RowFormat::Jsonl => format!(
                    "{{{}}}",
                    row.iter()
                        .map(|(k, v)| format!("{}:{}", json!(k), v))
                        .collect::<Vec<_>>()
                        .join(",")
                ),
            };
            self.line(&text)?;
        }
        Ok(())
    }

    pub fn finish(mut self) -> Result<(), CliError> {
        self.out.flush().map_err(|e| {
            CliError::failure(msg!("tui-error-cannot-write", file = &self.path, error = e))
        })
    }
}

/// The file `--save-games DIR` writes game `index` of a run of `games` to:
/// `DIR/game-0042.json`, numbered from 0 with as many digits as the run
/// needs (at least 4), so the files sort in game order.
pub fn game_file_path(dir: &Path, index: usize, games: usize) -> PathBuf {
    let width = games.saturating_sub(1).to_string().len().max(4);
    dir.join(format!("game-{index:0width$}.json"))
}

/// Creates the `--save-games` directory if it is missing.
pub fn create_dir(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| CliError::input(msg!("tui-error-save-games-dir", dir = dir, error = e)))
}

/// Writes one game as a game file: its setup, who sat where (bot names
/// with their options, `paschabot` for the solo opponent), the run's
/// catalog if it is not the embedded one, and its actions.
pub fn save_game(dir: &Path, config: &SimConfig, o: &GameOutcome) -> Result<(), CliError> {
    let setup = super::game_setup(&config.setup, o.index);
    let file = GameFile {
        setup,
        seats: Some(
            (0..setup.players as usize)
                .map(|p| match config.seat(p) {
                    SeatBot::Paschabot(_) => "paschabot".to_string(),
                    s => s.label(),
                })
                .collect(),
        ),
        catalog: config.catalog_text.clone(),
        actions: o.actions.clone(),
    };
    let path = game_file_path(dir, o.index, config.games);
    std::fs::write(&path, file.to_json())
        .map_err(|e| CliError::failure(msg!("tui-error-cannot-write", file = &path, error = e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_come_from_the_extension() {
        assert_eq!(RowFormat::of(Path::new("a/b.CSV")).unwrap(), RowFormat::Csv);
        assert_eq!(
            RowFormat::of(Path::new("x.jsonl")).unwrap(),
            RowFormat::Jsonl
        );
        assert_eq!(RowFormat::of(Path::new("x.txt")).unwrap_err().code, 2);
        assert_eq!(csv_field(&json!("a,b")), "\"a,b\"");
        assert_eq!(csv_field(&Value::Null), "");
        let cols = columns();
        assert_eq!(cols.len(), 15 + ScoreCategory::COUNT);
        assert!(cols.contains(&"points_city_gates".to_string()));
        assert_eq!(
            game_file_path(Path::new("d"), 7, 100),
            Path::new("d/game-0007.json")
        );
        assert_eq!(
            game_file_path(Path::new("d"), 7, 100_000),
            Path::new("d/game-00007.json")
        );
    }
}
