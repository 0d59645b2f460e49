//! Ratings (issue 44): the Weng-Lin method (OpenSkill, the `skillratings`
//! crate) for free-for-all games of 2–4 players, each player a team of one.
//!
//! A game is **rated** when every seat is a person's seat (none made for a
//! bot or the Paschabot) held by an account (its seat bound to the account,
//! `account_seats`, with the seat's token of now), the accounts all
//! different. A seat handed to a bot or played by the time limit still
//! counts for its person; a game abandoned by everyone (no seat's last
//! move was its person's) counts for nobody. The places are the engine's
//! ([`marrakesh_engine::Game::places`]: points, then palace, then mosque;
//! players still tied share a place).
//!
//! The update is part of the write that stores the game as over
//! ([`crate::store::Append::Over`]): one transaction for the result and the
//! ratings, once per game (the table `rated_games`), whoever writes it and
//! however often.

pub mod method;
pub mod store;

use method::Rating;

use crate::answers::{RatingAnswer, Summary};
use crate::protocol::{ApiError, Code};
use crate::registry::Shared;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use std::sync::Arc;
use ts_rs::TS;

impl RatingAnswer {
    pub fn new(r: Rating, games: u32) -> RatingAnswer {
        let tenth = |x: f64| (x * 10.0).round() / 10.0;
        let hundredth = |x: f64| (x * 100.0).round() / 100.0;
        RatingAnswer {
            rating: tenth(r.conservative()),
            mu: hundredth(r.mu),
            sigma: hundredth(r.sigma),
            games,
        }
    }
}

/// One row of the leaderboard.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Leader {
    /// 1 = best (equal ratings share a rank).
    pub rank: u32,
    pub name: String,
    #[serde(flatten)]
    pub rating: RatingAnswer,
}

/// `GET /api/leaderboard`: the best [`LEADERS`] by conservative rating.
#[derive(Clone, Debug, Serialize, TS)]
pub struct Leaderboard {
    pub players: Vec<Leader>,
}

/// Players the leaderboard lists at most.
pub const LEADERS: usize = 100;

/// The ratings' routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(shared: Arc<Shared>) -> Router<S> {
    Router::new()
        .route("/api/leaderboard", get(leaderboard))
        .with_state(shared)
}

fn unexpected() -> ApiError {
    ApiError::new(Code::Storage, "the ratings could not be read")
}

/// `GET /api/leaderboard`: the best [`LEADERS`] rated players by
/// conservative rating (equal ratings share a rank).
async fn leaderboard(State(shared): State<Arc<Shared>>) -> Result<Json<Leaderboard>, ApiError> {
    let op = store::Op::Leaders {
        limit: LEADERS as i64,
    };
    let store::Answer::Leaders(rows) = shared.store.ratings(op).await.map_err(|e| e.api())? else {
        return Err(unexpected());
    };
    let mut players: Vec<Leader> = Vec::with_capacity(rows.len());
    for (i, (name, r, games)) in rows.into_iter().enumerate() {
        let rating = RatingAnswer::new(r, games);
        let rank = match players.last() {
            Some(l) if l.rating.rating == rating.rating => l.rank,
            _ => i as u32 + 1,
        };
        players.push(Leader { rank, name, rating });
    }
    Ok(Json(Leaderboard { players }))
}

/// An account's rating as answered (`None`: never rated).
pub async fn of(shared: &Shared, account: i64) -> Result<Option<RatingAnswer>, ApiError> {
    match shared
        .store
        .ratings(store::Op::Of { account })
        .await
        .map_err(|e| e.api())?
    {
        store::Answer::Rating(r) => Ok(r.map(|(r, games)| RatingAnswer::new(r, games))),
        _ => Err(unexpected()),
    }
}

/// Fills in a game's summary who holds its seats: each seat's account and
/// rating, and whether the game is rated: running, as they hold them now
/// ([`method::rated_seats`]); over, whether it moved ratings. When
/// the store cannot say (its error is logged), the summary stays as the
/// game's actor made it: no accounts, not rated.
pub async fn holders(shared: &Shared, summary: &mut Summary) {
    let op = store::Op::Seats {
        game: summary.game.clone(),
    };
    let Ok(store::Answer::Seats(seats)) = shared.store.ratings(op).await else {
        return;
    };
    if seats.len() != summary.seats.len() {
        return;
    }
    let holders: Vec<method::Holder> = seats.iter().map(|s| s.holder.clone()).collect();
    summary.rated = method::rated_seats(&holders).is_some();
    // A game no longer running was rated or not, whoever holds its seats
    // now (abandoned by everyone, or over before ratings existed: not).
    if summary.status != "running" {
        let op = store::Op::Moved {
            game: summary.game.clone(),
        };
        summary.rated = matches!(
            shared.store.ratings(op).await,
            Ok(store::Answer::Moved(true))
        );
    }
    for (shown, seat) in summary.seats.iter_mut().zip(seats) {
        shown.account = seat.name;
        shown.rating = seat
            .rating
            .map(|(r, games)| RatingAnswer::new(r, games).rating);
    }
}
