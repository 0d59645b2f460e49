//! A fitted estimate of a player's final score: the "expected final
//! score" of the ISMCTS bot's hints.
//!
//! [`evaluate`](crate::eval::evaluate) is points plus weighted material,
//! tuned to steer choices, not an estimate of the final score: a keshi in
//! season 1 brings sector actions for 11 rounds, in the last round only its
//! share of the final scoring. [`final_score`] is the player's points plus a
//! linear model of the points still to come, one weight vector per round of
//! the game (and one set for the Paschabot's seat), fitted by least squares
//! to self-play games: `cargo run --release -p marrakesh-bots --example
//! fit_value` plays the games, fits the weights and writes
//! `value_weights.rs` (its header says which games). On games it was not
//! fitted to, its error is 13–22 points over the game, against 18–93 for
//! the points-per-round pace the hints used before (docs/AI.md).
//!
//! The search's rewards still come from [`evaluate`]: judging positions by
//! this model made the bot weaker in a first trial (docs/AI.md).

use crate::eval::evaluate;
use marrakesh_engine::ScrollEffect;
use marrakesh_engine::{oasis_points, Game, OasisStatus, PlayerId, Sector};

#[path = "value_weights.rs"]
mod weights;

/// How many numbers describe a position for [`final_score`].
pub const FEATURES: usize = 24;

/// The names of the features, in order (for the fitting tool's report).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "bias, 2 players",
    "bias, 3 players",
    "bias, 4 players",
    "bias, solo",
    "points so far",
    "dinars",
    "dates",
    "water",
    "goods keshis",
    "keshis in sectors",
    "water vendors",
    "full sectors with a vendor",
    "keshis in sectors with a vendor",
    "keshis held",
    "watchtower",
    "fisherman",
    "staircase steps",
    "lasting scrolls (by level)",
    "scrolls",
    "best three oases' points",
    "discovered oases",
    "luxury goods",
    "entertainers",
    "evaluation (material value)",
];

/// Rounds of the game already begun (0-based round index, the bucket of
/// the weights), at most the last.
pub fn round_index(game: &Game) -> usize {
    let st = game.state();
    let per = game.catalog().rules.rounds_per_season.value as usize;
    (st.season as usize * per + st.round as usize).min(weights::ROUNDS - 1)
}

/// Whether `seat` is the Paschabot's (solo games: seat 1).
pub fn is_paschabot(game: &Game, seat: PlayerId) -> bool {
    game.state().pascha.is_some() && seat == 1
}

/// The numbers describing `seat`'s position (see [`FEATURE_NAMES`]).
pub fn features(game: &Game, seat: PlayerId) -> [f64; FEATURES] {
    features_given(game, seat, evaluate(game, seat))
}

/// [`features`] with `seat`'s [`evaluate`] already known (`evaluation`).
fn features_given(game: &Game, seat: PlayerId, evaluation: f64) -> [f64; FEATURES] {
    let st = game.state();
    let cat = game.catalog();
    let mut f = [0.0; FEATURES];
    if seat >= st.num_players {
        return f;
    }
    let pl = st.player(seat);
    let bias = if st.pascha.is_some() {
        3
    } else {
        (st.num_players as usize).clamp(2, 4) - 2
    };
    f[bias] = 1.0;
    let start = cat.rules.start_score.value as f64;
    f[4] = pl.score as f64 - start;
    f[5] = pl.resources.dinars as f64;
    f[6] = pl.resources.dates as f64;
    f[7] = pl.resources.water as f64;
    f[8] = pl.goods_total() as f64;
    let cap = cat.rules.sector_capacity.value;
    for s in Sector::SCORING {
        let k = pl.sector_keshis(s).min(cap) as f64;
        f[9] += k;
        if pl.has_vendor(s) {
            f[10] += 1.0;
            f[12] += k;
            if pl.sector_keshis(s) >= cap {
                f[11] += 1.0;
            }
        }
    }
    f[13] = pl.held_total() as f64;
    f[14] = pl.watchtower as f64;
    f[15] = pl.fisherman as f64;
    let fin = cat.staircase.final_step;
    f[16] = pl.stairs[0].min(fin) as f64 + pl.stairs[1].min(fin) as f64;
    for id in pl.scrolls.iter() {
        let def = cat.scroll(id);
        f[18] += 1.0;
        if let ScrollEffect::Perk { .. } = def.effect {
            f[17] += 1.0 + def.ty.index() as f64;
        }
    }
    let mut claimed = [0.0f64; 7];
    for (i, o) in pl.storage.iter().enumerate().take(claimed.len()) {
        claimed[i] = oasis_points(cat, st, seat, *o, 0, true) as f64;
    }
    claimed.sort_by(|a, b| b.total_cmp(a));
    f[19] = claimed.iter().take(3).sum();
    f[20] = pl
        .oasis_slots
        .iter()
        .filter(|s| s.status == OasisStatus::Discovered)
        .count() as f64;
    f[21] = pl.luxury_count() as f64;
    f[22] = pl.entertainers.count_ones() as f64;
    f[23] = evaluation - pl.score as f64;
    f
}

/// `seat`'s expected final score: its points once the game is over, before
/// that its points plus the fitted estimate of the points still to come.
pub fn final_score(game: &Game, seat: PlayerId) -> f64 {
    final_score_given(game, seat, evaluate(game, seat))
}

/// [`final_score`] with `seat`'s [`evaluate`] already known (`evaluation`):
/// the search has it at the horizon for the rewards.
pub fn final_score_given(game: &Game, seat: PlayerId, evaluation: f64) -> f64 {
    let st = game.state();
    if seat >= st.num_players {
        return 0.0;
    }
    let score = st.player(seat).score as f64;
    if game.is_over() {
        return score;
    }
    let w = &weights::WEIGHTS[usize::from(is_paschabot(game, seat))][round_index(game)];
    let f = features_given(game, seat, evaluation);
    score + w.iter().zip(f.iter()).map(|(w, x)| w * x).sum::<f64>()
}
