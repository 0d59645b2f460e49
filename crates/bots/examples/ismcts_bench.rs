//! Throughput and quick strength checks of the ISMCTS bot (a benchmark, not
//! a test). `cargo run --release -p marrakesh-bots --example ismcts_bench --
//! iters N [PLAYERS]` measures iterations per second on one thread over the
//! decisions of a few games (PLAYERS 1: solo against the Paschabot);
//! `vs BOT_A BOT_B GAMES [SEED]` plays 2-player games, seats swapped every
//! other game, and prints the win rate with its 95% confidence interval.
//! `agree N GAMES` searches positions of greedy 2-player games twice with
//! `N` iterations and different seeds and counts how often the two
//! searches, and the greedy bot, pick the same action.
//! `transpositions [GAMES] [PLAYERS]` counts, at the decisions of greedy
//! games, the pairs of the deciding player's actions that reach the same
//! state in either order (or at once): the transpositions a tree keyed by
//! the choices from the root does not merge.

use marrakesh_bots::{
    derive_seed, ismcts, next_seat, play_game, play_solo, Bot, BotKind, GreedyBot,
};
use marrakesh_engine::{Action, Game, PlayerId, Setup, Solo, Start};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("iters") => {
            let n: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(200);
            let players: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
            iters(n, players);
        }
        Some("vs") => {
            let a: BotKind = args[1].parse().unwrap();
            let b: BotKind = args[2].parse().unwrap();
            let games: u64 = args[3].parse().unwrap();
            let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
            versus(a, b, games, seed);
        }
        Some("agree") => {
            let n: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(560);
            let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
            agree(n, games);
        }
        Some("transpositions") => {
            let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(3);
            let players: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
            transpositions(games, players);
        }
        Some("solo") => {
            let a: BotKind = args[1].parse().unwrap();
            let games: u64 = args[2].parse().unwrap();
            let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
            solo(a, games, seed);
        }
        _ => eprintln!(
            "usage: iters N [PLAYERS] | agree N [GAMES] | transpositions [GAMES] [PLAYERS] | vs BOT_A BOT_B GAMES [SEED] | solo PASCHABOT GAMES [SEED]"
        ),
    }
}

/// Positions from greedy games; one search of `n` iterations at every
/// decision with a choice.
fn iters(n: u32, players: u8) {
    let mut total_iters = 0u64;
    let mut secs = 0.0;
    let mut cpu = 0.0;
    let mut searches = 0;
    for g in 0..2u64 {
        let setup = match players {
            1 => Setup::solo(Solo::default(), derive_seed(9, g)),
            _ => Setup::new(players, derive_seed(9, g)),
        };
        let mut game = match Game::new(setup) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("iters: {e}");
                return;
            }
        };
        let mut greedy = GreedyBot::new(g);
        let mut k = 0;
        while !game.is_over() {
            let seat = next_seat(&game).unwrap();
            if k % 5 == 0 && game.legal_actions(seat).len() > 1 {
                let t = Instant::now();
                let c = thread_cpu_secs();
                let r = ismcts::search(&game, seat, ismcts::Budget::Iterations(n), 1, k).unwrap();
                cpu += thread_cpu_secs() - c;
                secs += t.elapsed().as_secs_f64();
                total_iters += r.iterations;
                searches += 1;
            }
            let a = greedy.choose(&game, seat).unwrap();
            game.apply(seat, a).unwrap();
            k += 1;
        }
    }
    println!(
        "{players} players: {searches} searches of {n} iterations: {:.0} iterations/s of wall time, {:.0} per CPU-second on one thread ({:.1} ms CPU per search)",
        total_iters as f64 / secs,
        total_iters as f64 / cpu,
        1000.0 * cpu / searches as f64
    );
}

/// How settled the search's choice is: every seventh decision with a
/// choice in greedy 2-player games, two searches of `n` iterations with
/// different seeds; prints each search's top actions (`*` marks the greedy
/// bot's choice) and how often the two searches pick the same action, and
/// how often the first picks the greedy bot's.
fn agree(n: u32, games: u64) {
    let (mut total, mut same, mut greedy_same) = (0u32, 0u32, 0u32);
    for gi in 0..games {
        let mut game = Game::new(Setup::new(2, derive_seed(77, gi))).unwrap();
        let mut greedy = GreedyBot::new(gi);
        let mut k = 0u64;
        while !game.is_over() {
            let seat = next_seat(&game).unwrap();
            let legal = game.legal_actions(seat);
            let choice = greedy.choose(&game, seat).unwrap();
            if k.is_multiple_of(7) && legal.len() > 1 {
                let budget = ismcts::Budget::Iterations(n);
                let first = ismcts::search(&game, seat, budget, 1, k).unwrap();
                let second = ismcts::search(&game, seat, budget, 1, k + 1000).unwrap();
                total += 1;
                same += u32::from(first.best() == second.best());
                greedy_same += u32::from(first.best() == Some(choice));
                let top: Vec<String> = first
                    .actions
                    .iter()
                    .take(3)
                    .map(|s| {
                        let mark = if s.action == choice { "*" } else { "" };
                        format!("{mark}{:?} {} {:.3}", s.action, s.visits, s.value)
                    })
                    .collect();
                let d = game.decision_for(seat).unwrap();
                println!("{d:?}, {} legal: {}", legal.len(), top.join(" | "));
            }
            game.apply(seat, choice).unwrap();
            k += 1;
        }
    }
    let percent = |k: u32| 100.0 * k as f64 / total.max(1) as f64;
    println!(
        "{total} searches of {n} iterations: the two searches agree {same} times ({:.0}%), the first picks the greedy bot's action {greedy_same} times ({:.0}%)",
        percent(same),
        percent(greedy_same)
    );
}

/// CPU time of this thread so far (Linux: /proc/thread-self/schedstat), so
/// that the other processes of a loaded machine do not count.
fn thread_cpu_secs() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

fn versus(a: BotKind, b: BotKind, games: u64, seed: u64) {
    let mut wins = 0.0;
    let (mut sa, mut sb) = (0i64, 0i64);
    let t = Instant::now();
    for i in 0..games {
        let a_seat = (i % 2) as usize;
        let mut kinds = [b; 2];
        kinds[a_seat] = a;
        let f = play_game(Setup::new(2, derive_seed(seed, i)), &kinds, i).unwrap();
        let s = f.game.scores();
        sa += s[a_seat].total as i64;
        sb += s[1 - a_seat].total as i64;
        let w = f.game.winners();
        if w.contains(&(a_seat as u8)) {
            wins += 1.0 / w.len() as f64;
        }
        let n = (i + 1) as f64;
        let p = wins / n;
        let ci = 1.96 * (p * (1.0 - p) / n).sqrt();
        eprintln!(
            "game {}: {a} {} - {b} {}; {a} wins {:.1}% ± {:.1}% of {} (means {:.1} vs {:.1}; {:.0} s)",
            i + 1,
            s[a_seat].total,
            s[1 - a_seat].total,
            100.0 * p,
            100.0 * ci,
            i + 1,
            sa as f64 / n,
            sb as f64 / n,
            t.elapsed().as_secs_f64()
        );
    }
}

/// Solo games against the Paschabot (standard difficulty): the bot's mean
/// score and win rate after every game.
fn solo(a: BotKind, games: u64, seed: u64) {
    let (mut sum, mut bot, mut wins) = (0i64, 0i64, 0u64);
    for i in 0..games {
        let f = play_solo(Setup::solo(Solo::default(), derive_seed(seed, i)), a, i).unwrap();
        let s = f.game.scores();
        sum += s[0].total as i64;
        bot += s[1].total as i64;
        wins += u64::from(f.game.winners() == [0]);
        let n = (i + 1) as f64;
        eprintln!(
            "game {}: {a} {} - Paschabot {}; mean {:.1} vs {:.1}, {wins} wins",
            i + 1,
            s[0].total,
            s[1].total,
            sum as f64 / n,
            bot as f64 / n
        );
    }
}

/// At every decision with a choice of greedy games: pairs of legal actions
/// `a`, `b` of the deciding player that lead to the same state (`a` and `b`
/// alone), or, when the player decides again after either, to the same
/// state after `a` then `b` and after `b` then `a`. Counted per decision
/// kind; the first 16 legal actions of a decision are paired.
fn transpositions(games: u64, players: u8) {
    use std::collections::BTreeMap;
    // decisions, with a same-state pair, with a commuting pair, pairs tried
    let mut by_kind: BTreeMap<String, [u64; 4]> = BTreeMap::new();
    for g in 0..games {
        let mut game = match Game::new(Setup::new(players, derive_seed(11, g))) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("transpositions: {e}");
                return;
            }
        };
        let mut greedy = GreedyBot::new(g);
        while !game.is_over() {
            let Some(seat) = next_seat(&game) else { break };
            let legal = game.legal_actions(seat);
            if let (true, Some(d)) = (legal.len() > 1, game.decision_for(seat)) {
                let kind = format!("{d:?}");
                let kind = kind.split([' ', '{', '(']).next().unwrap_or("").to_string();
                let e = by_kind.entry(kind).or_default();
                e[0] += 1;
                let first: Vec<_> = legal.iter().take(16).copied().collect();
                let after: Vec<Option<Game>> =
                    first.iter().map(|a| played(&game, seat, *a)).collect();
                let (mut same, mut commute) = (false, false);
                for i in 0..first.len() {
                    for j in i + 1..first.len() {
                        let (Some(ga), Some(gb)) = (&after[i], &after[j]) else {
                            continue;
                        };
                        e[3] += 1;
                        if ga == gb {
                            same = true;
                            continue;
                        }
                        let again = |g: &Game| {
                            g.pending().players.len() == 1 && g.decision_for(seat).is_some()
                        };
                        if again(ga) && again(gb) {
                            if let (Some(ab), Some(ba)) =
                                (played(ga, seat, first[j]), played(gb, seat, first[i]))
                            {
                                commute |= ab == ba;
                            }
                        }
                    }
                }
                e[1] += u64::from(same);
                e[2] += u64::from(commute);
            }
            let Some(a) = greedy.choose(&game, seat) else {
                break;
            };
            if game.apply(seat, a).is_err() {
                break;
            }
        }
    }
    println!("decision kind: decisions with a choice, with two actions reaching the same state, with two actions commuting, pairs tried");
    let mut total = [0u64; 4];
    for (kind, e) in &by_kind {
        println!("{kind}: {} {} {} {}", e[0], e[1], e[2], e[3]);
        for (t, v) in total.iter_mut().zip(e) {
            *t += v;
        }
    }
    println!("all: {} {} {} {}", total[0], total[1], total[2], total[3]);
}

/// `game` after `seat` plays `a`, on a copy.
fn played(game: &Game, seat: PlayerId, a: Action) -> Option<Game> {
    let mut g = game.clone();
    g.apply_quiet(seat, a, Start::Here).ok()?;
    Some(g)
}
