//! The report as text, and `bench`.

use super::*;
use marrakesh_describe::{tr, Lang};

/// The report as text in `lang` (its numbers the same in every language).
pub fn to_text(r: &Report, lang: Lang) -> String {
    let c = &r.config;
    let solo = c.solo();
    let mut s = String::new();
    s.push_str(&tr!(
        lang,
        "tui-sim-header",
        games = r.games,
        table = table_text(c, lang),
        edition = edition_name(&c.setup),
        tower = tower_name(&c.setup),
        modules = modules_text(&c.setup, lang),
        seed = c.setup.seed.to_string(),
        threads = c.threads,
        catalog = c
            .catalog_file
            .as_ref()
            .map(|f| tr!(lang, "tui-sim-catalog", file = f))
            .unwrap_or_default()
    ));
    s.push('\n');
    s.push_str(&tr!(
        lang,
        "tui-sim-speed",
        seconds = format!("{:.2}", r.seconds),
        rate = format!("{:.1}", r.games_per_sec()),
        decisions = format!("{:.1}", r.mean_decisions())
    ));
    s.push_str("\n\n");
    let bw = (0..r.seats.len())
        .map(|i| c.seat(i).label().len() + 2)
        .max()
        .unwrap_or(8)
        .max(8);
    let all_seats = lang.get("tui-sim-all-seats");
    let sw = (all_seats.chars().count() + 1).max(10);
    s.push_str(&format!(
        "{:<sw$}{:<bw$}{:>8}{:>14}{:>6}{:>6}{:>10}{:>15}\n",
        lang.get("tui-sim-col-seat"),
        lang.get("tui-sim-col-bot"),
        lang.get("tui-sim-col-mean"),
        "(95%)",
        lang.get("tui-sim-col-min"),
        lang.get("tui-sim-col-max"),
        lang.get("tui-sim-col-win-rate"),
        "(95%)"
    ));
    let line = |who: String, bot: String, st: &Stat| {
        let (m, w) = (st.mean_interval(), st.win_interval());
        format!(
            "{who:<sw$}{bot:<bw$}{:>8.1}{:>14}{:>6}{:>6}{:>9.1}%{:>15}\n",
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
            s.push_str(&line(all_seats.clone(), k.label(), st));
        }
    }
    // Searching bots: their thinking time per decision.
    for (i, t) in r.thinking.iter().enumerate() {
        if matches!(c.seat(i), SeatBot::Bot(BotKind::Ismcts { .. })) && t.decisions > 0 {
            s.push_str(&tr!(
                lang,
                "tui-sim-thinking",
                seat = format!("P{i}"),
                bot = c.seat(i).label(),
                mean = format!("{:.1}", t.mean().as_secs_f64() * 1000.0),
                max = format!("{:.1}", t.max.as_secs_f64() * 1000.0)
            ));
            s.push('\n');
        }
    }
    let rule = win_rate_rule(c, lang);
    s.push_str(&if solo.is_some() {
        tr!(lang, "tui-sim-rule-solo", rule = rule)
    } else {
        tr!(lang, "tui-sim-rule", rule = rule)
    });
    s.push('\n');
    s.push_str(&lang.get("tui-sim-intervals"));
    s.push('\n');
    if c.setup.modules.desert_towns {
        let n = r.games.max(1) as f64;
        s.push('\n');
        s.push_str(&lang.get("tui-sim-desert-towns"));
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
        s.push('\n');
        s.push_str(&lang.get("tui-sim-titles"));
        s.push('\n');
        let n = r.games.max(1) as f64;
        // The ladder's rungs in order; each language its own words (the
        // catalog's title is 003's German with an English gloss).
        for (i, t) in ts.iter().enumerate() {
            let w = wilson(t.reached as f64, r.games as f64);
            s.push_str(&format!(
                "  {:>3} {:<64}{:>6.1}%{:>15}\n",
                t.points,
                tr!(lang, "component-lazy-title", level = i + 1),
                100.0 * t.reached as f64 / n,
                format!("{:.1}–{:.1}%", 100.0 * w.lo, 100.0 * w.hi)
            ));
        }
        let none = r.games as u64 - ts.first().map(|t| t.reached).unwrap_or(0);
        s.push_str(&format!(
            "      {:<64}{:>6.1}%\n",
            lang.get("tui-sim-no-title"),
            100.0 * none as f64 / n
        ));
    }
    s.push('\n');
    if let Some(solo) = solo {
        // The lazy Paschabot scores nothing: only P0's column.
        let shown: Vec<usize> = (0..r.seats.len())
            .filter(|i| solo.opponent != Opponent::Lazy || *i == 0)
            .collect();
        s.push_str(&format!("{:<46}", lang.get("tui-sim-points-by-category")));
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
            s.push_str(&format!("  {:<44}", marrakesh_describe::category(lang, *k)));
            for v in vals {
                s.push_str(&format!("{v:>8.2}"));
            }
            s.push('\n');
        }
        return s;
    }
    s.push_str(&lang.get("tui-sim-points-per-player"));
    s.push('\n');
    for (k, v) in &r.categories {
        if v.abs() >= 0.005 {
            s.push_str(&format!(
                "  {:<22}{:>7.2}\n",
                marrakesh_describe::category(lang, *k),
                v
            ));
        }
    }
    s
}

/// `marrakesh bench`: engine speed, single-threaded, random bots; the
/// line in `lang`.
pub fn bench(
    setup: Setup,
    catalog: &Arc<Catalog>,
    games: usize,
    kind: BotKind,
    lang: Lang,
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
    let line = tr!(
        lang,
        "tui-bench-line",
        games = games,
        players = players,
        bot = kind.name(),
        modules = modules_text(&setup, lang),
        seconds = format!("{secs:.2}"),
        rate = format!("{:.0}", games as f64 / secs),
        decisions = format!("{:.0}", decisions as f64 / secs),
        per_game = format!("{:.0}", decisions as f64 / games.max(1) as f64)
    );
    Ok(format!("{line}\n"))
}
