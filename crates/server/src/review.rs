//! The strong bot's review of a finished game (issue 42) as a background
//! job: `POST /api/games/ID/review?player=K` starts it, `GET` of the same
//! tells how far it is, and once done both answer the review, in words in
//! the request's language.
//!
//! The review itself is [`marrakesh_bots::review`]: each decision of the
//! seat judged on worlds drawn behind what the seat could see then. Its
//! seed comes from the seat's view of the game's start ([`seed`]), so it
//! is the same for two games that look the same to the seat, and a fixed
//! iteration budget gives the same numbers on every run. One review runs
//! at a time per process ([`Reviews`]: the others wait in a queue), each
//! decision bounded by `Config::review_budget` (`--review-ms`). The result
//! is stored with the game (table `reviews`, one row per game and seat,
//! insert-or-ignore) and never computed again; a review cut short by a
//! restart left nothing behind and starts over at the next `POST`.
//!
//! Nothing of a running game is judged: while it runs both routes answer
//! `409 game_over`.

use crate::actor::Cmd;
use crate::answers::{self as a, Judged, ReviewBudget, Reviewed};
use crate::extract::Language;
use crate::history::{Move, Names};
use crate::protocol::{ApiError, Code};
use crate::registry::Shared;
use crate::store::StoredReview;
use axum::extract::{Path, Query, State};
use axum::routing::post;
use axum::{Json, Router};
use marrakesh_bots::review::{review_from, Options, Progress, Review, Stopped, MISTAKE};
use marrakesh_bots::Budget;
use marrakesh_describe as describe;
use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Game, PlayerId, Setup, Start, PASCHABOT};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Reviews waiting for their turn at most (more are answered `busy`).
pub const QUEUE: usize = 64;

/// The reviews' part of the server: the games (to read a finished one's
/// moves, to store a review) and the jobs under way.
#[derive(Clone)]
struct Reviewer {
    shared: Arc<Shared>,
    reviews: Arc<Reviews>,
}

/// The reviews' routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(shared: Arc<Shared>) -> Router<S> {
    Router::new()
        .route("/api/games/{id}/review", post(start).get(status))
        .with_state(Reviewer {
            shared,
            reviews: Arc::default(),
        })
}

/// Where a review that is not stored yet stands.
#[derive(Clone, Debug, PartialEq)]
enum Job {
    /// Waiting for the review before it.
    Queued,
    /// Being computed: decisions judged so far of all.
    Running(Progress),
    /// It failed (a `POST` tries again).
    Failed(String),
}

/// The reviews of this process that are not stored yet, and the turn: one
/// review computed at a time.
pub struct Reviews {
    jobs: Mutex<HashMap<(String, PlayerId), Job>>,
    turn: Arc<tokio::sync::Semaphore>,
}

impl Default for Reviews {
    fn default() -> Reviews {
        Reviews {
            jobs: Mutex::default(),
            turn: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }
}

/// What asking for a review found (see [`Reviews::claim`]).
enum Claim {
    /// A new job: queued now, to be started by the caller.
    Start,
    /// Too many waiting: none started.
    Full,
    /// No job, and none was to be started.
    Not,
    /// A job already there.
    Is(Job),
}

impl Reviews {
    /// The job of `key`; with `begin`, a new one (queued) in place of none
    /// or a failed one, in one step (two requests at once start one job).
    fn claim(&self, key: &(String, PlayerId), begin: bool) -> Claim {
        let mut jobs = self.lock();
        match jobs.get(key) {
            Some(Job::Failed(_)) | None if begin => {
                if jobs.values().filter(|j| **j == Job::Queued).count() >= QUEUE {
                    return Claim::Full;
                }
                jobs.insert(key.clone(), Job::Queued);
                Claim::Start
            }
            None => Claim::Not,
            Some(j) => Claim::Is(j.clone()),
        }
    }

    fn set(&self, key: &(String, PlayerId), job: Job) {
        self.lock().insert(key.clone(), job);
    }

    fn remove(&self, key: &(String, PlayerId)) {
        self.lock().remove(key);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(String, PlayerId), Job>> {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A judged decision as stored: actions, not words (the words are made per
/// request, in its language).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredDecision {
    /// The index of the seat's action in the game's record.
    pub step: usize,
    pub chosen: Action,
    pub best: Action,
    pub chosen_value: f64,
    pub best_value: f64,
    pub lost: f64,
}

/// A review as stored (the `review` column's JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stored {
    pub seat: PlayerId,
    pub final_score: i32,
    /// The review's seed ([`seed`]).
    pub seed: u64,
    /// The search per decision it was computed with: `{"ms": N}` or
    /// `{"iterations": N}`.
    pub budget: ReviewBudget,
    pub decisions: Vec<StoredDecision>,
}

impl Stored {
    fn of(r: &Review, seed: u64, budget: Budget) -> Stored {
        Stored {
            seat: r.seat,
            final_score: r.final_score,
            seed,
            budget: match budget {
                Budget::Millis(ms) => ReviewBudget::Ms(ms),
                Budget::Iterations(n) => ReviewBudget::Iterations(n),
            },
            decisions: r
                .decisions
                .iter()
                .map(|d| StoredDecision {
                    step: d.step,
                    chosen: d.chosen,
                    best: d.best,
                    chosen_value: d.chosen_value,
                    best_value: d.best_value,
                    lost: d.lost,
                })
                .collect(),
        }
    }
}

/// The review's seed for `seat` of the game that starts as `start`: from
/// what the seat sees of the start (its view), so that two games that look
/// the same to the seat are reviewed alike, and the same game always.
pub fn seed(start: &Game, seat: PlayerId) -> u64 {
    let view = serde_json::to_vec(&start.view(Some(seat))).unwrap_or_default();
    let h = Sha256::new()
        .chain_update(b"marrakesh review\0")
        .chain_update([seat])
        .chain_update(view)
        .finalize();
    let mut b = [0u8; 8];
    b.copy_from_slice(&h[..8]);
    u64::from_le_bytes(b)
}

/// Reviews `seat`'s decisions in the finished game `actions` play from
/// `start`, `budget` per decision, seeded by [`seed`]; `progress` as
/// [`review_from`]'s.
pub fn compute(
    start: &Game,
    actions: &[(PlayerId, Action)],
    seat: PlayerId,
    budget: Budget,
    progress: impl FnMut(Progress) -> Result<(), Stopped>,
) -> Result<Stored, marrakesh_bots::review::ReviewError> {
    let seed = seed(start, seat);
    let opts = Options {
        budget,
        threads: 1,
        seed,
    };
    let r = review_from(start, actions, seat, &opts, progress)?;
    Ok(Stored::of(&r, seed, budget))
}

/// Two decimals.
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// The answer of a stored review: each decision with its actions in words
/// in `lang` (as the seat saw them then), the marked ones (lost at least
/// [`MISTAKE`] expected points) flagged.
pub fn in_words(
    stored: &Stored,
    setup: Setup,
    actions: &[(PlayerId, Action)],
    name: &str,
    lang: Lang,
) -> Result<Reviewed, String> {
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let seat = stored.seat;
    let mut next = stored.decisions.iter().peekable();
    let mut decisions = Vec::with_capacity(stored.decisions.len());
    for (i, (p, a)) in actions.iter().enumerate() {
        if let Some(d) = next.next_if(|d| d.step == i) {
            let decision = game
                .decision_for(seat)
                .ok_or_else(|| format!("step {i}: seat {seat} has no decision"))?;
            let view = game.view(Some(seat));
            let say =
                |a: &Action| describe::action(lang, game.catalog(), &view, seat, &decision, a);
            decisions.push(Judged {
                step: d.step,
                chosen: say(&d.chosen),
                best: say(&d.best),
                chosen_value: round2(d.chosen_value),
                best_value: round2(d.best_value),
                lost: round2(d.lost),
                mistake: d.lost >= MISTAKE,
                agreed: d.chosen == d.best,
                chosen_action: d.chosen,
                best_action: d.best,
            });
        }
        game.apply_quiet(*p, *a, Start::Here)
            .map_err(|e| format!("step {i}: {e}"))?;
    }
    let lost: f64 = stored.decisions.iter().map(|d| d.lost).sum();
    Ok(Reviewed {
        player: seat,
        name: name.to_string(),
        final_score: stored.final_score,
        total: actions.len(),
        seed: stored.seed.to_string(),
        budget: stored.budget,
        threshold: MISTAKE,
        lost: round2(lost),
        decisions,
    })
}

/// `POST /api/games/ID/review?player=K`: the review of seat K of a
/// finished game, started if it is neither stored nor under way (nor
/// waiting); answers as [`status`].
async fn start(
    State(r): State<Reviewer>,
    Path(id): Path<String>,
    Query(whose): Query<Whose>,
    Language(lang): Language,
) -> Result<Json<a::Review>, ApiError> {
    r.answer(id, whose, lang, true).await.map(Json)
}

/// `GET /api/games/ID/review?player=K`: `{"status":"none"}` (never asked
/// for), `queued`, `running` with `done` and `total` (decisions judged),
/// `failed` with a `message`, or `done` with the review ([`in_words`]).
async fn status(
    State(r): State<Reviewer>,
    Path(id): Path<String>,
    Query(whose): Query<Whose>,
    Language(lang): Language,
) -> Result<Json<a::Review>, ApiError> {
    r.answer(id, whose, lang, false).await.map(Json)
}

/// `?player=K`: whose review.
#[derive(Deserialize)]
struct Whose {
    player: Option<String>,
}

impl Reviewer {
    /// The review of `whose` in game `id`, or where it stands; `begin`: started
    /// if it is neither stored nor under way.
    async fn answer(
        &self,
        id: String,
        whose: Whose,
        lang: Lang,
        begin: bool,
    ) -> Result<a::Review, ApiError> {
        let seat: PlayerId = match whose.player {
            None => {
                return Err(ApiError::new(
                    Code::BadJson,
                    "say whose review: ?player=K (a seat, from 0)",
                ))
            }
            Some(s) => s.parse().map_err(|_| {
                ApiError::new(Code::BadJson, format!("player '{s}' is not a seat number"))
            })?,
        };
        crate::daily::guard(&self.shared, &id).await?;
        let (setup, names, moves): (Setup, Names, Vec<Move>) = self
            .shared
            .call(&id, |reply| Cmd::Moves { reply })
            .await
            .map_err(|e| match e.code {
                Code::GameOver => ApiError::new(
                    Code::GameOver,
                    "the review opens once the game is over: nothing of a running game is judged",
                ),
                _ => e,
            })?;
        if seat >= setup.players {
            return Err(ApiError::new(
                Code::NotFound,
                format!("there is no seat {seat} at a table of {}", setup.players),
            ));
        }
        if setup.solo.is_some() && seat == PASCHABOT {
            return Err(ApiError::new(
                Code::NotFound,
                "the Paschabot's seat takes no decisions: nothing to review",
            ));
        }
        let actions: Vec<(PlayerId, Action)> = moves.iter().map(|m| (m.seat, m.action)).collect();
        let name = names[lang as usize]
            .get(seat as usize)
            .cloned()
            .unwrap_or_default();
        if let Some(text) = self
            .shared
            .store
            .review(&id, seat)
            .await
            .map_err(|e| e.api())?
        {
            let stored: Stored = serde_json::from_str(&text)
                .map_err(|e| ApiError::new(Code::Storage, format!("the stored review: {e}")))?;
            return tokio::task::spawn_blocking(move || {
                in_words(&stored, setup, &actions, &name, lang)
                    .map(a::Review::Done)
                    .map_err(|e| ApiError::new(Code::Storage, format!("the stored review: {e}")))
            })
            .await
            .unwrap_or_else(|_| Err(ApiError::new(Code::Storage, "the review's words failed")));
        }
        let key = (id.clone(), seat);
        let reviews = self.reviews.clone();
        let job = match reviews.claim(&key, begin) {
            Claim::Start => {
                let shared = self.shared.clone();
                let budget = shared.config.review_budget;
                let tracker = shared.tracker.clone();
                tracker.spawn(run(shared, reviews, key, setup, actions, budget));
                Job::Queued
            }
            Claim::Full => {
                return Err(ApiError::new(
                    Code::Busy,
                    "too many reviews are waiting; try again later",
                ))
            }
            Claim::Not => return Ok(a::Review::NotAsked { player: seat }),
            Claim::Is(j) => j,
        };
        Ok(match job {
            Job::Queued => a::Review::Queued { player: seat },
            Job::Running(p) => a::Review::Running {
                player: seat,
                done: p.done,
                total: p.total,
            },
            Job::Failed(message) => a::Review::Failed {
                player: seat,
                message,
            },
        })
    }
}

/// One review's job: waits for its turn, computes on the blocking pool
/// (stopped when the server stops: nothing is stored then), stores.
async fn run(
    shared: Arc<Shared>,
    reviews: Arc<Reviews>,
    key: (String, PlayerId),
    setup: Setup,
    actions: Vec<(PlayerId, Action)>,
    budget: Budget,
) {
    let cancel = shared.cancel.clone();
    let turn = reviews.turn.clone();
    let _permit = tokio::select! {
        p = turn.acquire_owned() => match p {
            Ok(p) => p,
            Err(_) => return reviews.remove(&key),
        },
        _ = cancel.cancelled() => return reviews.remove(&key),
    };
    // Stored meanwhile (by another process, or a job that ended just
    // before this one was asked for): nothing to compute.
    if let Ok(Some(_)) = shared.store.review(&key.0, key.1).await {
        return reviews.remove(&key);
    }
    reviews.set(&key, Job::Running(Progress { done: 0, total: 0 }));
    let stop = Arc::new(AtomicBool::new(false));
    let (flag, rs, k, seat) = (stop.clone(), reviews.clone(), key.clone(), key.1);
    let job = tokio::task::spawn_blocking(move || {
        let start = Game::new(setup).map_err(|e| e.to_string())?;
        compute(&start, &actions, seat, budget, |p| {
            if flag.load(Ordering::Relaxed) {
                return Err(Stopped);
            }
            rs.set(&k, Job::Running(p));
            Ok(())
        })
        .map_err(|e| e.to_string())
    });
    let result = tokio::select! {
        r = job => r.unwrap_or_else(|_| Err("the review failed".into())),
        _ = cancel.cancelled() => {
            stop.store(true, Ordering::Relaxed);
            return reviews.remove(&key);
        }
    };
    let stored = match result {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(game = %key.0, seat = key.1, "a review failed: {e}");
            return reviews.set(&key, Job::Failed(e));
        }
    };
    let row = StoredReview {
        game: key.0.clone(),
        seat: key.1,
        review: serde_json::to_string(&stored).unwrap_or_default(),
        at: shared.config.clock.unix_ms(),
    };
    match shared.store.put_review(row).await {
        Ok(()) => {
            tracing::info!(game = %key.0, seat = key.1, "a review was stored");
            reviews.remove(&key)
        }
        Err(e) => reviews.set(
            &key,
            Job::Failed(format!(
                "the review could not be stored: {}",
                e.api().message
            )),
        ),
    }
}
