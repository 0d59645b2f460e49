//! Playing the games of a run: in chunks over worker threads, each
//! game's outcome, and the run's report.

use super::*;

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
        .map_err(|_| CliError::failure(crate::msg!("tui-error-thread-panicked")))
}

/// Plays the games and aggregates them in game order.
pub fn run(config: &SimConfig) -> Result<Report, CliError> {
    let n = config.games;
    let players = config.setup.players as usize;
    if config.bots.len() != config.bots_needed() {
        return Err(CliError::input(if config.solo().is_some() {
            crate::msg!("tui-error-solo-bots-given", count = config.bots.len())
        } else {
            crate::msg!(
                "tui-error-bots-given",
                count = config.bots.len(),
                players = players
            )
        }));
    }
    marrakesh_engine::Game::with_catalog(config.setup, config.catalog.clone()).map_err(|e| {
        CliError::input(crate::msg!(
            "tui-error-bad-setup",
            error = crate::errors::setup(&e)
        ))
    })?;
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
                    return Err(CliError::failure(crate::msg!(
                        "tui-error-game-failed",
                        index = i,
                        seed = setup.seed,
                        error = e.to_string()
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
