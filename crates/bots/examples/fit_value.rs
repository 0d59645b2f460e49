//! Fits the weights of [`marrakesh_bots::value::final_score`] to self-play
//! games (a tool, not a test):
//!
//! `cargo run --release -p marrakesh-bots --example fit_value -- GAMES SEED [BOTS] [--write]`
//!
//! plays GAMES games of each kind (2, 3 and 4 players and solo against the
//! Paschabot; both editions alternately; every third game with all
//! modules), records every player's features at the first decision of each
//! round, and fits, per round and per kind of seat (player or Paschabot),
//! the points still to come (final score minus points now) by ridge
//! regression. It reports the error on the odd games of a fit to the even
//! ones, beside the error of the estimate the search used before (the
//! evaluation plus the player's pace per round), then fits all
//! games and, with `--write`, writes `crates/bots/src/value_weights.rs`.
//! BOTS is the bot for every seat (default `greedy`; e.g. `ismcts:100it`).

// Matrix code reads best with indices.
#![allow(clippy::needless_range_loop)]

use marrakesh_bots::value::{features, is_paschabot, round_index, FEATURES, FEATURE_NAMES};
use marrakesh_bots::{derive_seed, evaluate, next_seat, BotKind};
use marrakesh_engine::{Edition, Game, Modules, Setup, Solo, Start};
use std::fmt::Write as _;

const ROUNDS: usize = 12;
/// Ridge strength, relative to each feature's own sum of squares.
const RIDGE: f64 = 0.02;

struct Sample {
    game: u64,
    role: usize,
    round: usize,
    x: [f64; FEATURES],
    /// Points still to come.
    y: f64,
    /// The old estimate of the points still to come (the evaluation
    /// minus points, plus the pace for the rounds left).
    old: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(200);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let kind: BotKind = args
        .get(2)
        .filter(|s| !s.starts_with("--"))
        .map(|s| s.parse().expect("a bot name"))
        .unwrap_or(BotKind::Greedy);
    let write = args.iter().any(|a| a == "--write");

    let mut samples = Vec::new();
    let mut index = 0u64;
    for kind_of_game in 0..4u8 {
        for g in 0..games {
            let s = derive_seed(seed, index);
            let mut setup = if kind_of_game == 3 {
                Setup::solo(Solo::default(), s)
            } else {
                Setup::new(kind_of_game + 2, s)
            };
            if g % 2 == 1 {
                setup.edition = Edition::Essential;
            }
            if g % 3 == 2 {
                setup.modules = if setup.solo.is_some() {
                    Modules::ALL.for_solo()
                } else {
                    Modules::ALL
                };
            }
            play(setup, kind, index, &mut samples);
            index += 1;
        }
        eprintln!("{} games played, {} samples", index, samples.len());
    }

    // Held-out check: fit the even games, measure on the odd ones.
    let even: Vec<&Sample> = samples.iter().filter(|s| s.game % 2 == 0).collect();
    let odd: Vec<&Sample> = samples.iter().filter(|s| s.game % 2 == 1).collect();
    let w = fit(&even);
    println!("held-out error (odd games, fitted on the even ones), points still to come:");
    println!("role round  samples  rmse fitted  rmse old  mean to come");
    for role in 0..2 {
        for round in 0..ROUNDS {
            let part: Vec<&&Sample> = odd
                .iter()
                .filter(|s| s.role == role && s.round == round)
                .collect();
            if part.is_empty() {
                continue;
            }
            let n = part.len() as f64;
            let fitted = (part
                .iter()
                .map(|s| (dot(&w[role][round], &s.x) - s.y).powi(2))
                .sum::<f64>()
                / n)
                .sqrt();
            let old = (part.iter().map(|s| (s.old - s.y).powi(2)).sum::<f64>() / n).sqrt();
            let mean = part.iter().map(|s| s.y).sum::<f64>() / n;
            println!(
                "{role:>4} {round:>5} {:>8} {fitted:>12.1} {old:>9.1} {mean:>13.1}",
                part.len()
            );
        }
    }

    let all: Vec<&Sample> = samples.iter().collect();
    let w = fit(&all);
    println!(
        "weights fitted on all {} samples (player, round 1 / 6 / 12):",
        all.len()
    );
    for (i, name) in FEATURE_NAMES.iter().enumerate() {
        println!(
            "  {name:<34} {:>8.2} {:>8.2} {:>8.2}",
            w[0][0][i], w[0][5][i], w[0][11][i]
        );
    }
    if write {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/value_weights.rs");
        std::fs::write(path, render(&w, games, seed, kind, all.len())).expect("write the weights");
        eprintln!("wrote {path}");
    }
}

/// Plays one game with `kind` in every seat (the engine plays the
/// Paschabot), recording the samples.
fn play(setup: Setup, kind: BotKind, index: u64, out: &mut Vec<Sample>) {
    let mut game = Game::new(setup).expect("a valid setup");
    let n = game.num_players();
    let mut bots: Vec<_> = (0..n)
        .map(|i| kind.create(derive_seed(index, i as u64)))
        .collect();
    let mut recorded: Vec<(usize, usize, [f64; FEATURES], f64, f64)> = Vec::new();
    let mut last_round = usize::MAX;
    while !game.is_over() {
        let round = round_index(&game);
        if round != last_round {
            last_round = round;
            for p in 0..n {
                let score = game.state().player(p).score as f64;
                let old = old_estimate(&game, p) - score;
                recorded.push((p as usize, round, features(&game, p), score, old));
            }
        }
        let seat = next_seat(&game).expect("a pending seat");
        let action = bots[seat as usize]
            .choose(&game, seat)
            .expect("the bot answers");
        game.apply_quiet(seat, action, Start::Here)
            .expect("a legal action");
    }
    for (p, round, x, score, old) in recorded {
        let fin = game.state().player(p as u8).score as f64;
        out.push(Sample {
            game: index,
            role: usize::from(is_paschabot(&game, p as u8)),
            round,
            x,
            y: fin - score,
            old,
        });
    }
}

/// The estimate the search used before this model: the
/// evaluation plus the points per round so far for every round left.
fn old_estimate(game: &Game, p: u8) -> f64 {
    let cat = game.catalog();
    let done = round_index(game) as f64;
    let score = game.state().player(p).score as f64;
    let start = cat.rules.start_score.value as f64;
    let pace = if done == 0.0 {
        8.0
    } else {
        ((score - start) / done).max(0.0)
    };
    evaluate(game, p) + pace * (ROUNDS as f64 - done)
}

fn dot(w: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// Ridge regression per role and round: (XᵀX + λ·diag(XᵀX)) w = Xᵀy.
fn fit(samples: &[&Sample]) -> [[[f64; FEATURES]; ROUNDS]; 2] {
    let mut w = [[[0.0; FEATURES]; ROUNDS]; 2];
    for (role, per_role) in w.iter_mut().enumerate() {
        for (round, out) in per_role.iter_mut().enumerate() {
            let mut a = [[0.0; FEATURES]; FEATURES];
            let mut b = [0.0; FEATURES];
            let mut n = 0;
            for s in samples
                .iter()
                .filter(|s| s.role == role && s.round == round)
            {
                n += 1;
                for i in 0..FEATURES {
                    b[i] += s.x[i] * s.y;
                    for j in 0..FEATURES {
                        a[i][j] += s.x[i] * s.x[j];
                    }
                }
            }
            if n == 0 {
                continue;
            }
            for (i, row) in a.iter_mut().enumerate() {
                // A feature never seen (all zero) gets weight 0.
                row[i] = if row[i] == 0.0 {
                    1.0
                } else {
                    row[i] * (1.0 + RIDGE)
                };
            }
            *out = solve(a, b);
        }
    }
    w
}

/// Gaussian elimination with partial pivoting (the matrix is symmetric
/// positive definite after the ridge).
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for c in 0..FEATURES {
        let p = (c..FEATURES)
            .max_by(|i, j| a[*i][c].abs().total_cmp(&a[*j][c].abs()))
            .unwrap();
        a.swap(c, p);
        b.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        for r in c + 1..FEATURES {
            let f = a[r][c] / d;
            if f != 0.0 {
                for k in c..FEATURES {
                    a[r][k] -= f * a[c][k];
                }
                b[r] -= f * b[c];
            }
        }
    }
    let mut x = [0.0; FEATURES];
    for c in (0..FEATURES).rev() {
        let s: f64 = (c + 1..FEATURES).map(|k| a[c][k] * x[k]).sum();
        x[c] = if a[c][c].abs() < 1e-12 {
            0.0
        } else {
            (b[c] - s) / a[c][c]
        };
    }
    x
}

fn render(
    w: &[[[f64; FEATURES]; ROUNDS]; 2],
    games: u64,
    seed: u64,
    kind: BotKind,
    samples: usize,
) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! Generated by `cargo run --release -p marrakesh-bots --example fit_value -- {games} {seed} {kind} --write`:\n\
         //! ridge regression (λ = {RIDGE} of each feature's sum of squares) of the points\n\
         //! still to come on the features of `value.rs`, over {samples} positions (the first\n\
         //! decision of every round, every seat) of {} self-play games by `{kind}` (2, 3\n\
         //! and 4 players and solo, both editions, every third game with all modules).\n\
         //! Do not edit by hand: refit instead.\n\n\
         // Fitted numbers, not constants of mathematics.\n\
         #![allow(clippy::approx_constant)]\n",
        games * 4
    );
    let _ = writeln!(s, "/// Rounds of a game (one weight vector each).");
    let _ = writeln!(s, "pub(crate) const ROUNDS: usize = {ROUNDS};\n");
    let _ = writeln!(
        s,
        "/// `WEIGHTS[seat kind][round][feature]`; seat kind 0: a player, 1: the Paschabot."
    );
    let _ = writeln!(s, "#[rustfmt::skip]");
    let _ = writeln!(
        s,
        "pub(crate) const WEIGHTS: [[[f64; super::FEATURES]; ROUNDS]; 2] = ["
    );
    for per_role in w {
        let _ = writeln!(s, "    [");
        for row in per_role {
            let cells: Vec<String> = row.iter().map(|v| format!("{v:.4}")).collect();
            let _ = writeln!(s, "        [{}],", cells.join(", "));
        }
        let _ = writeln!(s, "    ],");
    }
    let _ = writeln!(s, "];");
    s
}
