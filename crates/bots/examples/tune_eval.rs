//! Tunes the weights of the evaluation ([`marrakesh_bots::Weights`]) by
//! self-play (a tool, not a test):
//!
//! `cargo run --release -p marrakesh-bots --example tune_eval -- GENERATIONS GAMES SEED [--write]`
//!
//! Separable natural evolution strategies (SNES, Schaul et al. 2011): each
//! generation draws a population of weight vectors around the current mean
//! (antithetic pairs), and each plays the same GAMES games as the greedy bot
//! (half solo against the Paschabot, half 2-player games against the greedy
//! bot with the hand-set weights; editions alternating, base game). A
//! candidate's fitness is its mean final score; the mean and the spread of
//! every weight follow the candidates' ranks. Every 10 generations, and at
//! the end, the mean is checked against the hand-set weights on 2,000 other
//! games. With `--write` the final mean goes to `crates/bots/src/eval_weights.rs`.

use marrakesh_bots::{derive_seed, play_with, Bot, GreedyBot, Weights};
use marrakesh_engine::{Edition, Setup, Solo};
use std::fmt::Write as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let generations: u32 = args.first().and_then(|s| s.parse().ok()).unwrap_or(60);
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let write = args.iter().any(|a| a == "--write");

    let start = Weights::HAND_SET.to_vec();
    let d = start.len();
    let mut mean = start.clone();
    let mut sigma: Vec<f64> = start.iter().map(|w| (0.3 * w.abs()).max(0.15)).collect();
    let pairs = (2 + (3.0 * (d as f64).ln()) as usize).div_ceil(2);
    let lambda = 2 * pairs;
    let eta_sigma = (3.0 + (d as f64).ln()) / (5.0 * (d as f64).sqrt());
    let utilities = utilities(lambda);
    let mut rng = marrakesh_engine::Rng::new(derive_seed(seed, 999));
    let check_seed = derive_seed(seed, 7777);
    eprintln!("{d} weights, population {lambda}, {games} games per candidate");
    let base = fitness(&start, 2000, check_seed);
    eprintln!("hand-set weights on the check games: {base:.2}");

    for generation in 1..=generations {
        let mut samples: Vec<Vec<f64>> = Vec::with_capacity(lambda);
        for _ in 0..pairs {
            let s: Vec<f64> = (0..d).map(|_| normal(&mut rng)).collect();
            samples.push(s.iter().map(|x| -x).collect());
            samples.push(s);
        }
        let candidates: Vec<Vec<f64>> = samples
            .iter()
            .map(|s| (0..d).map(|i| mean[i] + sigma[i] * s[i]).collect())
            .collect();
        let games_seed = derive_seed(seed, generation as u64);
        let scores = parallel(&candidates, games, games_seed);
        let mut order: Vec<usize> = (0..lambda).collect();
        order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]));
        for i in 0..d {
            let mut g_mean = 0.0;
            let mut g_sigma = 0.0;
            for (rank, k) in order.iter().enumerate() {
                let s = samples[*k][i];
                g_mean += utilities[rank] * s;
                g_sigma += utilities[rank] * (s * s - 1.0);
            }
            mean[i] += sigma[i] * g_mean;
            sigma[i] *= (0.5 * eta_sigma * g_sigma).exp();
        }
        let avg = scores.iter().sum::<f64>() / lambda as f64;
        let best = scores[order[0]];
        eprintln!("generation {generation}: population mean {avg:.2}, best {best:.2}");
        if generation % 10 == 0 || generation == generations {
            let f = fitness(&mean, 2000, check_seed);
            eprintln!("  mean weights on the check games: {f:.2} (hand-set {base:.2})");
        }
    }

    let tuned = Weights::from_slice(&mean).expect("as many weights as names");
    let mut table = String::new();
    for (i, name) in Weights::NAMES.iter().enumerate() {
        let _ = writeln!(
            table,
            "{name:>22} {:8.3} -> {:8.3} (spread {:.3})",
            start[i], mean[i], sigma[i]
        );
    }
    println!("{table}");
    let solo_hand = score(&start, 1000, check_seed ^ 1, Kind::Solo);
    let solo_tuned = score(&mean, 1000, check_seed ^ 1, Kind::Solo);
    let duel = score(&mean, 1000, check_seed ^ 1, Kind::Duel);
    let duel_hand = score(&start, 1000, check_seed ^ 1, Kind::Duel);
    let summary = format!(
        "on 1000 other solo games: {solo_tuned:.1} points against {solo_hand:.1} with the hand-set weights;\n\
         on 1000 2-player games against the hand-set greedy bot: {duel:.1} points (hand-set against itself {duel_hand:.1})"
    );
    println!("{summary}");
    if write {
        write_weights(&tuned, generations, games, seed, &summary);
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Solo,
    Duel,
}

/// Mean score of the greedy bot with weights `w` over `games` games, half
/// of them solo and half 2-player.
fn fitness(w: &[f64], games: u64, seed: u64) -> f64 {
    parallel(&[w.to_vec()], games, seed)[0]
}

fn parallel(candidates: &[Vec<f64>], games: u64, seed: u64) -> Vec<f64> {
    let half = games / 2;
    let s = parallel_kind(candidates, half, seed, Kind::Solo);
    let t = parallel_kind(candidates, games - half, seed ^ 0x5eed, Kind::Duel);
    s.iter()
        .zip(&t)
        .map(|(a, b)| (a * half as f64 + b * (games - half) as f64) / games as f64)
        .collect()
}

/// Every candidate's mean score over the same games, on two threads (each
/// thread plays half of the games of every candidate).
fn parallel_kind(candidates: &[Vec<f64>], games: u64, seed: u64, kind: Kind) -> Vec<f64> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1) as u64;
    let totals = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    candidates
                        .iter()
                        .map(|c| {
                            (0..games)
                                .filter(|g| g % threads == t)
                                .map(|g| play(c, derive_seed(seed, g), g, kind))
                                .sum::<f64>()
                        })
                        .collect::<Vec<f64>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a game thread"))
            .collect::<Vec<_>>()
    });
    (0..candidates.len())
        .map(|c| totals.iter().map(|t| t[c]).sum::<f64>() / games as f64)
        .collect()
}

fn score(w: &[f64], games: u64, seed: u64, kind: Kind) -> f64 {
    parallel_kind(&[w.to_vec()], games, seed, kind)[0]
}

/// One game; the score of the bot with weights `w` (seat 0 in solo, seat
/// `g % 2` in a 2-player game).
fn play(w: &[f64], s: u64, g: u64, kind: Kind) -> f64 {
    let weights = Weights::from_slice(w).expect("as many weights as names");
    let mut setup = match kind {
        Kind::Solo => Setup::solo(Solo::default(), s),
        Kind::Duel => Setup::new(2, s),
    };
    if g % 2 == 1 {
        setup.edition = Edition::Essential;
    }
    let me = match kind {
        Kind::Solo => 0,
        Kind::Duel => (g / 2 % 2) as usize,
    };
    let mut bots: Vec<Box<dyn Bot>> = (0..2)
        .map(|i| {
            let w = if i == me { weights } else { Weights::HAND_SET };
            Box::new(GreedyBot::with_weights(derive_seed(s, i as u64), w)) as Box<dyn Bot>
        })
        .collect();
    let done = play_with(setup, &mut bots).expect("a finished game");
    done.game.state().player(me as u8).score as f64
}

/// SNES fitness shaping: the best half gets log-decreasing weight, the sum
/// is zero.
fn utilities(lambda: usize) -> Vec<f64> {
    let raw: Vec<f64> = (1..=lambda)
        .map(|k| ((lambda as f64 / 2.0 + 1.0).ln() - (k as f64).ln()).max(0.0))
        .collect();
    let sum: f64 = raw.iter().sum();
    raw.iter().map(|u| u / sum - 1.0 / lambda as f64).collect()
}

/// A standard normal number (Box-Muller).
fn normal(rng: &mut marrakesh_engine::Rng) -> f64 {
    let u1 = (rng.next_u32() as f64 + 1.0) / (u32::MAX as f64 + 2.0);
    let u2 = rng.next_u32() as f64 / (u32::MAX as f64 + 1.0);
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

fn write_weights(w: &Weights, generations: u32, games: u64, seed: u64, summary: &str) {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! Generated by `cargo run --release -p marrakesh-bots --example tune_eval -- {generations} {games} {seed} --write`:\n\
         //! separable natural evolution strategies over the weights of `eval.rs`,\n\
         //! {generations} generations, each candidate judged by its mean final score as the\n\
         //! greedy bot in {games} games (half solo against the Paschabot, half 2-player\n\
         //! games against the greedy bot with the hand-set weights; base game).\n\
         //! Check, {}.\n\
         //! Do not edit by hand: tune again instead.\n",
        summary.replace('\n', "\n//! ")
    );
    let _ = writeln!(out, "use super::Weights;\n");
    let _ = writeln!(out, "impl Weights {{");
    let _ = writeln!(out, "    /// The weights tuned by self-play.");
    let _ = writeln!(out, "    pub const TUNED: Weights = Weights {{");
    for (name, v) in Weights::NAMES.iter().zip(w.to_vec()) {
        let _ = writeln!(out, "        {name}: {v:.3},");
    }
    let _ = writeln!(out, "    }};\n}}");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/eval_weights.rs");
    std::fs::write(path, out).expect("write eval_weights.rs");
    eprintln!("wrote {path}");
}
