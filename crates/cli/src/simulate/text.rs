//! The report as text, and `bench`.

use super::*;

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
    marrakesh_engine::Game::with_catalog(setup, catalog.clone()).map_err(|e| {
        CliError::input(crate::msg!(
            "tui-error-bad-setup",
            error = crate::errors::setup(&e)
        ))
    })?;
    let bots = vec![kind; players];
    let start = Instant::now();
    let mut decisions = 0u64;
    for i in 0..games {
        let s = game_setup(&setup, i);
        let f = play_game_with_catalog(s, catalog.clone(), &bots, s.seed).map_err(|e| {
            CliError::failure(crate::msg!(
                "tui-error-game-failed",
                index = i,
                seed = s.seed,
                error = e.to_string()
            ))
        })?;
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
