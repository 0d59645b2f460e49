//! The daily solo challenge (issue 44): one seeded solo setup a day, the
//! same for everybody, played through the normal table against the
//! Paschabot at its standard difficulty; one attempt per account; the
//! day's table of scores; the seed and the replays once the day is over.
//!
//! A day is a UTC calendar day. Its seed is 256 bits from the operating
//! system, drawn by whichever process asks first and kept in the database
//! (so every process of a cluster deals the same setup); before the day
//! ends only its SHA-256 is published, which is the seed hash every game of
//! that day shows ([`crate::secrets::seed_sha256`]). A replay would show
//! the setup's secrets, so the replays and records of a day's games are
//! refused until the day is over ([`guard`]).

pub mod day;
pub mod store;

pub use day::Day;

use crate::protocol::{ApiError, Code};
use crate::registry::{CreateGame, Shared};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use marrakesh_engine::{Edition, Opponent, SecureSeed, Setup, Solo};
use serde::Serialize;
use std::sync::Arc;
use store::{Answer, Attempt, Op};
use ts_rs::TS;

/// The daily challenge's routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(shared: Arc<Shared>) -> Router<S> {
    Router::new()
        .route("/api/daily", get(today).post(play))
        .route("/api/daily/{day}", get(of_day))
        .with_state(shared)
}

impl Day {
    /// Today on the server's clock.
    pub fn today(shared: &Shared) -> Day {
        Day::of(shared.config.clock.unix_ms())
    }
}

/// The day's game as the lobby's request: solo against the Paschabot at
/// its standard difficulty (no easier or harder adjustment), the Classic
/// edition, the base game: the same options every day and for everybody.
fn request(name: &str) -> CreateGame {
    CreateGame {
        players: Some(2),
        edition: Edition::Classic,
        seats: Some(vec!["human".into(), "paschabot".into()]),
        solo: Some(Solo {
            opponent: Opponent::Paschabot,
            ..Solo::default()
        }),
        name: Some(name.to_string()),
        ..CreateGame::default()
    }
}

/// The day's options as the page shows them (the setup without its seed).
#[derive(Serialize, Debug, TS)]
#[ts(rename = "DailyOptions")]
pub struct Options {
    pub players: u8,
    #[ts(type = "string")]
    pub edition: Edition,
    #[ts(type = "Json | null")]
    pub solo: Option<Solo>,
    pub modules: Vec<String>,
}

fn options() -> Options {
    let r = request("");
    Options {
        players: r.players.unwrap_or(2),
        edition: r.edition,
        solo: r.solo,
        modules: r.modules,
    }
}

/// One line of a day's table.
#[derive(Serialize, Debug, PartialEq, TS)]
#[ts(rename = "DailyLine")]
pub struct Line {
    /// 1 for the best score; equal scores share a rank; `None` while the
    /// game runs.
    pub rank: Option<usize>,
    pub name: String,
    pub score: Option<i32>,
    pub over: bool,
    /// The game (for its replay): only once the day is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub game: Option<String>,
}

/// `GET /api/daily` and `GET /api/daily/DAY`.
#[derive(Serialize, Debug, TS)]
#[ts(rename = "DailyChallenge")]
pub struct Challenge {
    pub day: String,
    pub options: Options,
    pub seed_sha256: String,
    /// The seed (64 hex digits), once the day is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seed: Option<String>,
    /// When the day ends (unix ms).
    pub ends_at: i64,
    pub over: bool,
    pub table: Vec<Line>,
    /// The signed-in account's attempt of the day: its game.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub yours: Option<String>,
}

/// `POST /api/daily`: the attempt's seat.
#[derive(Serialize, Debug, TS)]
#[ts(rename = "DailyStarted")]
pub struct Started {
    pub day: String,
    pub game: String,
    pub seat: u8,
    pub token: String,
}

async fn ask(shared: &Shared, op: Op) -> Result<Answer, ApiError> {
    shared.store.daily(op).await.map_err(|e| e.api())
}

fn unexpected() -> ApiError {
    ApiError::new(
        Code::Storage,
        "the daily challenge's store answered out of turn",
    )
}

/// The day's seed, drawn now unless stored.
async fn seed(shared: &Shared, day: Day) -> Result<[u8; 32], ApiError> {
    let fresh = crate::secrets::seed_bytes().map_err(|e| ApiError::new(Code::Storage, e))?;
    let hex = match ask(
        shared,
        Op::Seed {
            day: day.0,
            fresh: crate::secrets::hex(&fresh),
        },
    )
    .await?
    {
        Answer::Seed(s) => s,
        _ => return Err(unexpected()),
    };
    let mut bytes = [0u8; 32];
    if hex.len() != 64 || !hex.is_ascii() {
        return Err(ApiError::new(
            Code::Storage,
            "a stored daily seed is not 64 hex digits",
        ));
    }
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16)
            .map_err(|_| ApiError::new(Code::Storage, "a stored daily seed is not hex"))?;
    }
    Ok(bytes)
}

/// The final score of the human seat of a finished daily game.
async fn final_score(shared: &Arc<Shared>, game: &str) -> Result<i32, ApiError> {
    let (setup, _names, moves): (Setup, crate::history::Names, Vec<crate::history::Move>) = shared
        .call(game, |reply| crate::actor::Cmd::Moves { reply })
        .await?;
    tokio::task::spawn_blocking(move || score_of(setup, &moves))
        .await
        .map_err(|_| ApiError::new(Code::Storage, "scoring a daily game failed"))?
}

fn score_of(setup: Setup, moves: &[crate::history::Move]) -> Result<i32, ApiError> {
    let bad = |e: String| ApiError::new(Code::Storage, format!("a daily game's record: {e}"));
    let mut game = marrakesh_engine::Game::new(setup).map_err(|e| bad(e.to_string()))?;
    for m in moves {
        game.apply(m.seat, m.action)
            .map_err(|e| bad(e.to_string()))?;
    }
    game.scores()
        .first()
        .map(|s| i32::from(s.total))
        .ok_or_else(|| bad("no score".into()))
}

/// The day's challenge, with its table; `account`: whose attempt to name.
pub async fn challenge(
    shared: &Arc<Shared>,
    day: Day,
    account: Option<i64>,
) -> Result<Challenge, ApiError> {
    let today = Day::today(shared);
    if day > today {
        return Err(ApiError::new(
            Code::NotFound,
            format!("{day} has not begun"),
        ));
    }
    let over = day < today;
    let seed = seed(shared, day).await?;
    let Answer::Table(mut attempts) = ask(shared, Op::Table { day: day.0 }).await? else {
        return Err(unexpected());
    };
    // Scores of games over since the last look: computed once, stored.
    for a in attempts.iter_mut().filter(|a| a.over && a.score.is_none()) {
        if let Ok(score) = final_score(shared, &a.game).await {
            ask(
                shared,
                Op::Score {
                    game: a.game.clone(),
                    score,
                },
            )
            .await?;
            a.score = Some(score);
        }
    }
    let yours = account.and_then(|k| {
        attempts
            .iter()
            .find(|a| a.account == k)
            .map(|a| a.game.clone())
    });
    Ok(Challenge {
        day: day.to_string(),
        options: options(),
        seed_sha256: crate::secrets::sha256_hex(&seed),
        seed: over.then(|| crate::secrets::hex(&seed)),
        ends_at: day.ends_at(),
        over,
        table: table(attempts, over),
        yours,
    })
}

/// The table: finished games by score (best first, equal scores share a
/// rank), then the games still running.
fn table(mut attempts: Vec<Attempt>, day_over: bool) -> Vec<Line> {
    attempts.sort_by_key(|a| (a.score.is_none(), std::cmp::Reverse(a.score)));
    let mut lines: Vec<Line> = Vec::with_capacity(attempts.len());
    for (i, a) in attempts.into_iter().enumerate() {
        let rank = a.score.map(|s| match lines.last() {
            Some(Line {
                score: Some(prev),
                rank: Some(r),
                ..
            }) if *prev == s => *r,
            _ => i + 1,
        });
        lines.push(Line {
            rank,
            name: a.name,
            score: a.score,
            over: a.over,
            game: day_over.then_some(a.game),
        });
    }
    lines
}

/// Starts the account's attempt of today: a new game with the day's seed,
/// unless the account has one (409 naming it).
pub async fn start(shared: &Arc<Shared>, account: i64, name: &str) -> Result<Started, ApiError> {
    let day = Day::today(shared);
    let Answer::Attempt(prior) = ask(
        shared,
        Op::Attempt {
            day: day.0,
            account,
        },
    )
    .await?
    else {
        return Err(unexpected());
    };
    if let Some(a) = prior {
        return Err(already(day, &a.game));
    }
    let seed = seed(shared, day).await?;
    let created = shared
        .create_with_seed(&request(name), SecureSeed(seed))
        .await?;
    let Some((seat, token)) = created.tokens.first().cloned() else {
        return Err(unexpected());
    };
    match ask(
        shared,
        Op::Start {
            day: day.0,
            account,
            name: name.to_string(),
            game: created.id.clone(),
            at: shared.config.clock.unix_ms(),
        },
    )
    .await?
    {
        // A second request of the same account won the race: its game counts.
        Answer::Attempt(Some(a)) => Err(already(day, &a.game)),
        Answer::Attempt(None) => Ok(Started {
            day: day.to_string(),
            game: created.id,
            seat,
            token,
        }),
        _ => Err(unexpected()),
    }
}

fn already(day: Day, game: &str) -> ApiError {
    ApiError::new(
        Code::AlreadyPlayed,
        format!("you have played the challenge of {day}: one attempt a day (game {game})"),
    )
}

/// Refuses what would show a daily game's setup before its day is over
/// (its replay, its record with the seed).
pub async fn guard(shared: &Shared, game: &str) -> Result<(), ApiError> {
    match ask(
        shared,
        Op::DayOf {
            game: game.to_string(),
        },
    )
    .await?
    {
        Answer::Day(Some(d)) if Day(d) >= Day::today(shared) => Err(ApiError::new(
            Code::NotYet,
            format!(
                "a game of the daily challenge of {}: its replay opens when the day is over",
                Day(d)
            ),
        )),
        Answer::Day(_) => Ok(()),
        _ => Err(unexpected()),
    }
}

/// `GET /api/daily`: today's challenge (the signed-in account's attempt
/// named as `yours`).
async fn today(
    State(shared): State<Arc<Shared>>,
    h: HeaderMap,
) -> Result<Json<Challenge>, ApiError> {
    let account = crate::accounts::account_of(&shared, &h).await?;
    challenge(&shared, Day::today(&shared), account.map(|a| a.id))
        .await
        .map(Json)
}

/// `POST /api/daily`: the signed-in account's attempt of today (401
/// signed out, 409 played already).
async fn play(State(shared): State<Arc<Shared>>, h: HeaderMap) -> Result<Json<Started>, ApiError> {
    let account = crate::accounts::account_of(&shared, &h)
        .await?
        .ok_or_else(|| {
            ApiError::new(
                Code::SignedOut,
                "sign in to play the daily challenge: one attempt per account",
            )
        })?;
    let started = start(&shared, account.id, &account.name).await?;
    crate::accounts::hold_seat(&shared, account.id, &started.game, &started.token).await?;
    Ok(Json(started))
}

/// `GET /api/daily/YYYY-MM-DD`: that day's challenge; once the day is over
/// with its seed and its games (for their replays).
async fn of_day(
    State(shared): State<Arc<Shared>>,
    Path(day): Path<String>,
) -> Result<Json<Challenge>, ApiError> {
    let day = Day::parse(&day).ok_or_else(|| {
        ApiError::new(Code::NotFound, format!("'{day}' is not a day (YYYY-MM-DD)"))
    })?;
    challenge(&shared, day, None).await.map(Json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_dates() {
        assert_eq!(Day(0).to_string(), "1970-01-01");
        assert_eq!(Day::parse("1970-01-01"), Some(Day(0)));
        assert_eq!(Day::parse("2000-03-01"), Some(Day(11017)));
        assert_eq!(Day(11017).to_string(), "2000-03-01");
        assert_eq!(
            Day::parse("2024-02-29").map(|d| d.to_string()).as_deref(),
            Some("2024-02-29")
        );
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-1-01",
            "x",
            "2026-12-07-",
            "1969-12-31",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        // 2026-12-07T12:00Z
        assert_eq!(Day::of(1_796_644_800_000).to_string(), "2026-12-07");
        for d in 0..40_000 {
            assert_eq!(Day::parse(&Day(d).to_string()), Some(Day(d)));
        }
    }

    #[test]
    fn the_table_ranks_finished_games_and_shares_equal_ranks() {
        let a = |name: &str, score: Option<i32>| Attempt {
            account: 0,
            name: name.into(),
            game: format!("g-{name}"),
            score,
            over: score.is_some(),
        };
        let lines = table(
            vec![
                a("ann", Some(70)),
                a("bob", None),
                a("cy", Some(81)),
                a("di", Some(70)),
            ],
            false,
        );
        let got: Vec<_> = lines.iter().map(|l| (l.name.as_str(), l.rank)).collect();
        assert_eq!(
            got,
            [
                ("cy", Some(1)),
                ("ann", Some(2)),
                ("di", Some(2)),
                ("bob", None)
            ]
        );
        assert!(lines.iter().all(|l| l.game.is_none()));
        assert!(table(vec![a("ann", Some(1))], true)[0].game.is_some());
    }
}
