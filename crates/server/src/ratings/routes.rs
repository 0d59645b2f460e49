//! The ratings' routes: `GET /api/leaderboard`, and an account's rating
//! for the accounts' answers (a player's page, `GET /api/me`).

use super::{store, Leader, Leaderboard, RatingAnswer, LEADERS};
use crate::protocol::{ApiError, Code};
use crate::registry::Shared;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use std::sync::Arc;

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
