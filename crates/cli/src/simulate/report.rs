//! The lab's HTML report: one self-contained file (inline CSS and SVG, no
//! script, nothing fetched), for a run (`simulate --report FILE.html`) or
//! for strength tables pooled from chunk reports (`marrakesh report
//! --html FILE.html DIR...`).

use super::plots::{self, color, hex, ForestRow};
use super::pool::{self, Table};
use super::stats::{wilson, Interval};
use super::{per_game::category_name, table_text, Report, SeatBot, Stat};
use crate::user_text::CliError;
use marrakesh_engine::{Opponent, ScoreCategory};

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:24px auto;max-width:1100px;color:#222;padding:0 12px}\
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ddd}\
table{border-collapse:collapse;font-size:.9em;margin:8px 0}th,td{border:1px solid #ccc;padding:3px 7px;text-align:right}\
th{background:#f3f3f3}td.l,th.l{text-align:left}figure{margin:16px 0}figure svg{max-width:100%;height:auto;display:block}\
figcaption{font-size:.9em;color:#555;margin-top:4px}.legend span{display:inline-block;margin:2px 10px 2px 0;font-size:.85em}\
.legend i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:-1px}.note{font-size:.9em;color:#555}";

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        esc(title)
    )
}

fn figure(id: &str, svg: Result<String, String>, caption: &str) -> Result<String, CliError> {
    let svg = svg.map_err(CliError::failure)?;
    // plotters writes an XML prolog-free <svg> element: inline it as is.
    Ok(format!(
        "<figure id=\"{id}\" class=\"plot\">\n{svg}\n<figcaption>{caption}</figcaption>\n</figure>\n"
    ))
}

fn interval_text(i: Interval, percent: bool) -> String {
    if percent {
        format!("{:.1}%–{:.1}%", 100.0 * i.lo, 100.0 * i.hi)
    } else {
        format!("{:.1}–{:.1}", i.lo, i.hi)
    }
}

/// Names and colours of the score categories, as an HTML legend.
fn legend(names: &[String]) -> String {
    let mut s = String::from("<div class=\"legend\">");
    for (i, n) in names.iter().enumerate() {
        s.push_str(&format!(
            "<span><i style=\"background:{}\"></i>{}</span>",
            hex(color(i)),
            esc(n)
        ));
    }
    s.push_str("</div>\n");
    s
}

/// Categories that score in any row, with their display names.
fn used_categories(rows: &[Vec<f64>]) -> Vec<usize> {
    (0..ScoreCategory::COUNT)
        .filter(|k| {
            rows.iter()
                .any(|r| r.get(*k).is_some_and(|v| v.abs() >= 0.005))
        })
        .collect()
}

/// A bin width giving about 25 bins over the scores.
fn bin_width(lo: i16, hi: i16) -> i16 {
    let span = (hi as i32 - lo as i32).max(1);
    [1, 2, 5, 10, 20, 50]
        .into_iter()
        .find(|w| span / w <= 30)
        .unwrap_or(100) as i16
}

fn stat_row(who: &str, bot: &str, st: &Stat) -> String {
    format!(
        "<tr><td class=\"l\">{}</td><td class=\"l\">{}</td><td>{}</td><td>{:.1}</td><td>{}</td><td>{:.1}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.1}%</td><td>{}</td></tr>\n",
        esc(who),
        esc(bot),
        st.n,
        st.mean(),
        interval_text(st.mean_interval(), false),
        st.sd(),
        st.min,
        st.max,
        st.wins,
        100.0 * st.win_rate(),
        interval_text(st.win_interval(), true)
    )
}

/// The report of a run: its summary table with intervals, the score
/// distributions, the win rates, the points by category, the head-to-head
/// matrix and the mean score after each round.
pub fn run_html(r: &Report) -> Result<String, CliError> {
    let c = &r.config;
    let mut b = String::new();
    let title = format!(
        "Marrakesh: {} games, {}",
        r.games,
        table_text(c, marrakesh_describe::Lang::En)
    );
    b.push_str(&format!("<h1>{}</h1>\n", esc(&title)));
    b.push_str(&format!(
        "<p>{} edition, tower {}{}, base seed {}; {:.1} decisions per game. Win rate: {}. Made by <code>marrakesh simulate --report</code>; every plot is drawn in Rust (plotters) into this file, which needs no network.</p>\n",
        super::edition_name(&c.setup),
        super::tower_name(&c.setup),
        esc(&super::modules_text(&c.setup, marrakesh_describe::Lang::En)),
        c.setup.seed,
        r.mean_decisions(),
        esc(&super::win_rate_rule(c, marrakesh_describe::Lang::En))
    ));
    // The table.
    b.push_str("<h2>Results with 95% intervals</h2>\n<table id=\"summary\">\n<tr><th class=\"l\">seat</th><th class=\"l\">bot</th><th>games</th><th>mean score</th><th>95% interval</th><th>sd</th><th>min</th><th>max</th><th>wins</th><th>win rate</th><th>95% interval</th></tr>\n");
    for (i, st) in r.seats.iter().enumerate() {
        b.push_str(&stat_row(&format!("P{i}"), &c.seat(i).label(), st));
    }
    if c.solo().is_none() && r.kinds.len() < r.seats.len() {
        for (k, st) in &r.kinds {
            b.push_str(&stat_row("all seats", &k.label(), st));
        }
    }
    b.push_str("</table>\n<p class=\"note\">Mean scores: Student's t interval; win rates: Wilson's score interval (a shared victory counts 1/k for each of k winners). \"All seats\" rows treat every seat of a game as one sample.</p>\n");
    if let Some(ts) = &r.titles {
        b.push_str("<table id=\"titles\">\n<tr><th>points</th><th class=\"l\">title of P0</th><th>games reaching it</th><th>rate</th><th>95% interval</th></tr>\n");
        for t in ts {
            b.push_str(&format!(
                "<tr><td>{}</td><td class=\"l\">{}</td><td>{}</td><td>{:.1}%</td><td>{}</td></tr>\n",
                t.points,
                esc(&t.title),
                t.reached,
                100.0 * t.reached as f64 / r.games.max(1) as f64,
                interval_text(wilson(t.reached as f64, r.games as f64), true)
            ));
        }
        b.push_str("</table>\n");
    }
    // Seats that score (not the lazy Paschabot).
    let scoring: Vec<usize> = (0..r.seats.len())
        .filter(|i| c.seat(*i) != SeatBot::Paschabot(Opponent::Lazy))
        .collect();
    let name = |i: usize| format!("P{i} {}", c.seat(i).label());
    // Score distributions.
    let (lo, hi) = scoring
        .iter()
        .map(|i| (r.seats[*i].min, r.seats[*i].max))
        .fold((i16::MAX, i16::MIN), |(a, b), (x, y)| (a.min(x), b.max(y)));
    let series: Vec<(String, &std::collections::BTreeMap<i16, u64>)> = scoring
        .iter()
        .map(|i| (name(*i), &r.lab.histograms[*i]))
        .collect();
    b.push_str("<h2>Score distribution</h2>\n");
    b.push_str(&figure(
        "scores",
        plots::histograms("Final scores per seat", &series, bin_width(lo, hi)),
        "The share of games ending in each score bin, per seat and bot.",
    )?);
    // Win rates.
    let mut rows: Vec<ForestRow> = r
        .seats
        .iter()
        .enumerate()
        .map(|(i, st)| {
            let w = st.win_interval();
            ForestRow {
                label: name(i),
                value: st.win_rate(),
                lo: w.lo,
                hi: w.hi,
                marker: None,
            }
        })
        .collect();
    if c.solo().is_none() && r.kinds.len() < r.seats.len() {
        rows.extend(r.kinds.iter().map(|(k, st)| {
            let w = st.win_interval();
            ForestRow {
                label: format!("all seats {}", k.label()),
                value: st.win_rate(),
                lo: w.lo,
                hi: w.hi,
                marker: None,
            }
        }));
    }
    b.push_str("<h2>Win rates</h2>\n");
    b.push_str(&figure(
        "wins",
        plots::forest(
            "Win rate with its 95% Wilson interval",
            "win rate",
            &rows,
            true,
        ),
        "Each seat's win rate (dot) with its 95% interval (bar).",
    )?);
    // Points by category.
    let cat_rows: Vec<Vec<f64>> = scoring
        .iter()
        .map(|i| r.seat_categories[*i].iter().map(|(_, v)| *v).collect())
        .collect();
    let used = used_categories(&cat_rows);
    let names: Vec<String> = used
        .iter()
        .map(|k| {
            marrakesh_describe::category(marrakesh_describe::Lang::En, ScoreCategory::ALL[*k])
                .to_string()
        })
        .collect();
    let stacked: Vec<(String, Vec<f64>)> = scoring
        .iter()
        .zip(&cat_rows)
        .map(|(i, v)| (name(*i), used.iter().map(|k| v[*k]).collect()))
        .collect();
    b.push_str("<h2>Points by category</h2>\n");
    b.push_str(&figure(
        "categories",
        plots::stacked("Mean points per game by score category", &stacked, &names),
        &format!("Each seat's mean points per category (negative ones, such as provisioning, to the left of 0).{}", legend(&names)),
    )?);
    // Head-to-head.
    let labels: Vec<String> = (0..r.seats.len()).map(name).collect();
    let g = r.games as f64;
    let cells: Vec<Vec<Option<(f64, f64)>>> = (0..r.seats.len())
        .map(|i| {
            (0..r.seats.len())
                .map(|j| (i != j && g > 0.0).then(|| (r.lab.beats[i][j] / g, g)))
                .collect()
        })
        .collect();
    b.push_str("<h2>Head to head</h2>\n");
    b.push_str(&figure(
        "head-to-head",
        plots::matrix("Games the row's seat finished ahead of the column's", &labels, &labels, &cells),
        "The share of games in which the row's seat placed ahead of the column's (by the winner, then score and the staircase tie-breaks; a shared place counts half), and the number of games.",
    )?);
    // Rounds.
    let means = r.lab.round_means();
    if means.len() >= 2 {
        let x: Vec<String> = (0..means.len())
            .map(|k| match k {
                0 => "start".to_string(),
                k if k + 1 == means.len() => "end".to_string(),
                k => format!("R{k}"),
            })
            .collect();
        let series: Vec<(String, Vec<f64>)> = scoring
            .iter()
            .map(|i| (name(*i), means.iter().map(|m| m[*i]).collect()))
            .collect();
        b.push_str("<h2>Score over the game</h2>\n");
        b.push_str(&figure(
            "rounds",
            plots::lines("Mean score after each round", &x, "mean score", &series),
            "Each seat's mean score at the start, at the end of each round (R1 to R11, three seasons of four rounds) and at the end, after the last round and the final scoring.",
        )?);
    }
    Ok(page(&title, &b))
}

/// The report of strength tables pooled from `simulate --json` chunks.
pub fn tables_html(tables: &[Table], sources: &str) -> Result<String, CliError> {
    let rows = pool::rows(tables, marrakesh_describe::Lang::En);
    let mut b = String::new();
    let title = "Marrakesh bot strength";
    b.push_str(&format!("<h1>{title}</h1>\n"));
    let chunks: usize = tables.iter().map(|t| t.chunks).sum();
    b.push_str(&format!(
        "<p>{} tables pooled from {} chunk reports of <code>marrakesh simulate --json</code> ({}) by <code>marrakesh report</code>. Each table's measured seat is named by the table (<code>_seatN</code>) or is its ismcts seat. Every plot is drawn in Rust (plotters) into this file, which needs no network.</p>\n",
        tables.len(),
        chunks,
        esc(sources)
    ));
    b.push_str("<h2>Tables with 95% intervals</h2>\n<table id=\"summary\">\n<tr><th class=\"l\">table</th><th class=\"l\">games of</th><th class=\"l\">seeds</th><th class=\"l\">measured bot</th><th>games</th><th>wins</th><th>win rate</th><th>95% interval</th><th>mean score</th><th>95% interval</th><th>others' mean</th><th>thinking</th></tr>\n");
    for r in &rows {
        let t = r.table.map(|i| &tables[i]);
        let scores = t.is_none_or(|t| t.seats[t.me].scores_points());
        let think = t
            .and_then(|t| t.seats[t.me].thinking)
            .map(|(_, m, _)| format!("{m:.0} ms"))
            .unwrap_or_default();
        let w = r.win_interval();
        let m = r.mean_interval();
        b.push_str(&format!(
            "<tr><td class=\"l\">{}</td><td class=\"l\">{}</td><td class=\"l\">{}</td><td class=\"l\">{}</td><td>{}</td><td>{}</td><td>{:.1}%</td><td>{} (±{:.1})</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            esc(&r.name),
            esc(&t.map(|t| t.short_what()).unwrap_or_else(|| "both seats".into())),
            t.map(|t| format!("{}–{} ({}×{})", t.first_seed, t.last_seed, t.chunks, t.games / t.chunks.max(1) as u64)).unwrap_or_default(),
            esc(&r.bot),
            r.games,
            r.wins,
            100.0 * r.wins / r.games.max(1) as f64,
            interval_text(w, true),
            100.0 * w.half_width(),
            if scores { format!("{:.1}", r.score.1) } else { String::new() },
            if scores { format!("{} (±{:.1})", interval_text(m, false), m.half_width()) } else { String::new() },
            r.others_mean.map(|m| format!("{m:.1}")).unwrap_or_default(),
            think
        ));
    }
    b.push_str("</table>\n<p class=\"note\">Win rates and titles: Wilson's score interval (a shared victory counts 1/k for each of k winners; against the Paschabot a tie is its win; against the lazy Paschabot a win is a title). Mean scores: Student's t interval, from the chunks' means and standard deviations pooled exactly. Thinking: the measured bot's mean wall-clock time per decision. <code>marrakesh report DIR</code> prints every number as text.</p>\n");
    // Titles.
    let ladders: Vec<&Table> = tables.iter().filter(|t| !t.titles.is_empty()).collect();
    if let Some(first) = ladders.first() {
        b.push_str("<table id=\"titles\">\n<tr><th class=\"l\">table</th><th class=\"l\">bot</th><th>games</th>");
        for x in &first.titles {
            b.push_str(&format!("<th>title {} (95% interval)</th>", x.points));
        }
        b.push_str("</tr>\n");
        for t in &ladders {
            b.push_str(&format!(
                "<tr><td class=\"l\">{}</td><td class=\"l\">{}</td><td>{}</td>",
                esc(&t.name),
                esc(&t.seats[t.me].bot),
                t.games
            ));
            for x in &t.titles {
                let w = wilson(x.reached as f64, t.games as f64);
                b.push_str(&format!(
                    "<td>{} = {:.1}% ({})</td>",
                    x.reached,
                    100.0 * x.reached as f64 / t.games.max(1) as f64,
                    interval_text(w, true)
                ));
            }
            b.push_str("</tr>\n");
        }
        b.push_str("</table>\n<p class=\"note\">Against the lazy Paschabot: the games whose score reached each title of its ladder.</p>\n");
    }
    // Win rates and titles.
    let wins: Vec<ForestRow> = rows
        .iter()
        .map(|r| {
            let w = r.win_interval();
            ForestRow {
                label: format!("{} ({})", r.name, r.bot),
                value: r.wins / r.games.max(1) as f64,
                lo: w.lo,
                hi: w.hi,
                marker: None,
            }
        })
        .collect();
    b.push_str("<h2>Win rates</h2>\n");
    b.push_str(&figure(
        "wins",
        plots::forest("Measured seat's win rate", "win rate", &wins, true),
        "Each table's win rate (dot) with its 95% interval (bar); against the lazy Paschabot a win is the first title, 135 points.",
    )?);
    let mut ladder: Vec<ForestRow> = Vec::new();
    for t in &ladders {
        for x in &t.titles {
            let w = wilson(x.reached as f64, t.games as f64);
            ladder.push(ForestRow {
                label: format!("{} ({}): {}", t.name, t.seats[t.me].bot, x.points),
                value: x.reached as f64 / t.games.max(1) as f64,
                lo: w.lo,
                hi: w.hi,
                marker: None,
            });
        }
    }
    if !ladder.is_empty() {
        b.push_str(&figure(
            "titles",
            plots::forest("Titles reached against the lazy Paschabot", "games reaching the title", &ladder, true),
            "The share of games whose score reached each title of the lazy Paschabot's ladder (135, 160, 185, 201 points), with its 95% interval.",
        )?);
    }
    // Mean scores.
    let means: Vec<ForestRow> = rows
        .iter()
        .filter(|r| {
            r.table
                .is_none_or(|i| tables[i].seats[tables[i].me].scores_points())
        })
        .map(|r| {
            let i = r.mean_interval();
            ForestRow {
                label: format!("{} ({})", r.name, r.bot),
                value: r.score.1,
                lo: i.lo,
                hi: i.hi,
                marker: r.others_mean,
            }
        })
        .collect();
    b.push_str("<h2>Mean scores</h2>\n");
    b.push_str(&figure(
        "means",
        plots::forest("Measured seat's mean score", "mean final score", &means, false),
        "Each table's mean score (dot) with its 95% interval (bar), and the other seats' mean (triangle: greedy bots or the Paschabot).",
    )?);
    // Exact score distributions.
    let mut boxes: Vec<(String, Vec<f64>)> = Vec::new();
    for t in tables {
        for (i, s) in t.seats.iter().enumerate() {
            if let Some(v) = &s.scores {
                if s.scores_points() && !v.is_empty() {
                    let who = if i == t.me { "" } else { " (opponent)" };
                    boxes.push((
                        format!("{} P{i} {}{who}", t.name, s.bot),
                        v.iter().map(|x| *x as f64).collect(),
                    ));
                }
            }
        }
    }
    b.push_str("<h2>Score distribution</h2>\n");
    if boxes.is_empty() {
        b.push_str("<p class=\"note\">No table keeps every game's score (chunks of at most two games do).</p>\n");
    } else {
        b.push_str(&figure(
            "scores",
            plots::boxplots("Final scores per table and seat (every game)", &boxes),
            "Quartiles, median and whiskers (1.5 times the interquartile range) of every game's score, with the number of games, for the tables played in chunks of at most two games (a chunk report keeps its lowest and highest score: with two games, both). Larger chunks keep only their mean, spread and range: their means are above.",
        )?);
    }
    // Points by category.
    let mut cat_rows: Vec<(String, Vec<f64>)> = Vec::new();
    for t in tables {
        let solo = t.setup["solo"].is_object();
        let lookup = |m: &[(String, f64)]| -> Vec<f64> {
            ScoreCategory::ALL
                .iter()
                .map(|k| {
                    let n = category_name(*k);
                    m.iter()
                        .find(|(x, _)| *x == n)
                        .map(|(_, v)| *v)
                        .unwrap_or(0.0)
                })
                .collect()
        };
        if solo {
            for (i, s) in t.seats.iter().enumerate() {
                if s.scores_points() && !s.categories.is_empty() {
                    cat_rows.push((format!("{} P{i} {}", t.name, s.bot), lookup(&s.categories)));
                }
            }
        } else {
            cat_rows.push((format!("{} (every seat)", t.name), lookup(&t.categories)));
        }
    }
    let used = used_categories(&cat_rows.iter().map(|(_, v)| v.clone()).collect::<Vec<_>>());
    let names: Vec<String> = used
        .iter()
        .map(|k| {
            marrakesh_describe::category(marrakesh_describe::Lang::En, ScoreCategory::ALL[*k])
                .to_string()
        })
        .collect();
    let stacked: Vec<(String, Vec<f64>)> = cat_rows
        .into_iter()
        .map(|(l, v)| (l, used.iter().map(|k| v[*k]).collect()))
        .collect();
    b.push_str("<h2>Points by category</h2>\n");
    b.push_str(&figure(
        "categories",
        plots::stacked("Mean points per game by score category", &stacked, &names),
        &format!("Solo tables: each seat's mean points per category; tables of 2 to 4 players: the mean over every seat (their chunk reports do not split it by seat).{}", legend(&names)),
    )?);
    // Head-to-head between bots, from the 2-seat tables.
    let mut pairs: Vec<(String, String, f64, f64)> = Vec::new();
    let mut add = |a: String, o: String, w: f64, n: f64| match pairs
        .iter_mut()
        .find(|(x, y, _, _)| *x == a && *y == o)
    {
        Some(p) => {
            p.2 += w;
            p.3 += n;
        }
        None => pairs.push((a, o, w, n)),
    };
    for t in tables {
        let (Some(o), Some(oname)) = (t.opponent(), t.opponent_name()) else {
            continue;
        };
        let me = &t.seats[t.me];
        let n = t.games as f64;
        add(me.bot.clone(), oname.clone(), me.wins, n);
        if o.scores_points() {
            add(oname, me.bot.clone(), o.wins, n);
        }
    }
    let mut bots: Vec<String> = pairs.iter().map(|p| p.0.clone()).collect();
    bots.sort();
    bots.dedup();
    let mut opponents: Vec<String> = pairs.iter().map(|p| p.1.clone()).collect();
    opponents.sort();
    opponents.dedup();
    let cells: Vec<Vec<Option<(f64, f64)>>> = bots
        .iter()
        .map(|a| {
            opponents
                .iter()
                .map(|o| {
                    pairs
                        .iter()
                        .find(|p| p.0 == *a && p.1 == *o)
                        .map(|p| (p.2 / p.3.max(1.0), p.3))
                })
                .collect()
        })
        .collect();
    b.push_str("<h2>Head to head</h2>\n");
    b.push_str(&figure(
        "head-to-head",
        plots::matrix("Win rate of the row's bot against the column's", &bots, &opponents, &cells),
        "From the tables of two seats (2 players, and solo against the Paschabot), both seatings pooled: the row bot's win rate against the column's and the games played. Against the lazy Paschabot a win is a title; it wins nothing itself. Tables of 3 and 4 players measure no pair.",
    )?);
    b.push_str("<h2>Score over the game</h2>\n<p class=\"note\">A chunk report keeps no game record, so these tables cannot show the score after each round: <code>marrakesh simulate --report FILE.html</code> draws it for the games it plays.</p>\n");
    Ok(page(title, &b))
}
