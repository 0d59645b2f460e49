//! The report as JSON (`simulate --json`).

use super::*;

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
        win_rate_rule: win_rate_rule(c, marrakesh_describe::Lang::En),
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
