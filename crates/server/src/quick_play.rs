//! Quick play: strangers wait in one queue and the server starts a game
//! for them when enough compatible players wait (issue 44).
//!
//! `POST /api/quick-play {players, modules?, seconds_per_decision?}` puts a
//! **ticket** in the queue: 256 random bits, the waiting player's only
//! identity (a guest plays quick play too), stored only as its SHA-256.
//! `GET /api/quick-play?ticket=T` answers `{"waiting":true,…}` or, once a
//! game was found, `{"game","seat","token","url"}`; `DELETE` leaves. The
//! ticket travels in the query (or `Authorization: Bearer`), never in the
//! path: the access log writes paths, not queries.
//!
//! **Pools.** Tickets match when their options are the same: the players
//! count, the modules (as the engine reads them: `all` and the eleven names
//! are one pool) and the time per decision; that triple, as JSON, is the
//! ticket's pool.
//!
//! **Matching** takes a pool's waiting tickets in order of joining (the
//! first `players` of them) and creates the game exactly as the lobby's
//! "with friends" path does (every seat a person, not public), seat `k`
//! to the `k`-th ticket, in ONE transaction with marking those tickets as
//! found ([`crate::store::Store::quick_match`]): each ticket lands in
//! exactly one game. With SQLite the storage thread serialises it; with
//! PostgreSQL (several processes serving, one queue in the database) a
//! transaction-scoped advisory lock per pool does, and the tickets are
//! locked `FOR UPDATE` so that a ticket leaving meanwhile is either gone
//! before or found after. A match is tried whenever a ticket joins or a
//! waiting ticket is polled.
//!
//! **Seat tokens** are derived from the ticket ([`seat_token`]): the queue
//! stores the hash of the token, the game's seat the same hash, and the
//! token itself is computed again from the ticket when its holder polls.
//! Neither the queue nor the game's tables hold a secret.
//!
//! **Expiry.** A waiting ticket not polled for `Config::quick_play_expiry`
//! leaves the queue (its player closed the page); a found ticket is kept
//! for [`FOUND_KEEP_MS`] after its last poll.
//!
//! **Ratings.** A ticket joined signed in carries its account; a match
//! pairs players whose ratings are near, the window widening the longer a
//! ticket waits ([`crate::store::rows::pair_by_rating`]; a guest or an
//! account not yet rated counts as a new player). The seat found is held by the
//! account that joined when it is answered ([`crate::accounts::hold_seat`]):
//! the game is in its games on every device, and rated when every seat is
//! an account's ([`crate::ratings`]).

use crate::answers::{QuickFound, QuickLeave, QuickLeft, QuickPlay, QuickState, QuickWaiting};
use crate::extract::{bearer, Body, Peer};
use crate::limit::PerMinute;
use crate::protocol::{ApiError, Code};
use crate::proxy::Client;
use crate::registry::{CreateGame, Shared};
use crate::store::rows::Pairing;
use crate::store::{NewGame, QueueEntry, QueueState};
use crate::{metrics, secrets};
use axum::extract::{FromRequestParts, Query, State};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use axum::routing::post;
use axum::{Json, Router};
use marrakesh_engine::Modules;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A found ticket is kept this long after its last poll (its holder may
/// come back to the answer), then deleted.
pub const FOUND_KEEP_MS: i64 = 3600 * 1000;

/// Games a single join or poll starts at most (a queue that filled up
/// while nobody polled is emptied over the next requests).
const MATCHES_PER_REQUEST: usize = 64;

/// What `POST /api/quick-play` takes (and the queue keeps as the
/// ticket's options).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    /// 2 to 4.
    pub players: u8,
    /// Module names as a new game takes them (none: the base game).
    #[serde(default)]
    pub modules: Vec<String>,
    /// Seconds a person has for each decision (none: no limit), as a new
    /// game's `turn_limit_s`.
    #[serde(default)]
    pub seconds_per_decision: Option<u32>,
}

impl Join {
    /// The game a match of this pool creates.
    fn game(&self) -> CreateGame {
        CreateGame {
            players: Some(self.players),
            seats: Some(vec!["human".into(); self.players as usize]),
            modules: self.modules.clone(),
            turn_limit_s: self.seconds_per_decision,
            public: false,
            ..CreateGame::default()
        }
    }

    /// The pool of this ticket (JSON of the players count, the modules as
    /// the engine reads them, the time per decision), or why the options
    /// make no game.
    fn pool(&self) -> Result<String, ApiError> {
        if !(2..=4).contains(&self.players) {
            return Err(ApiError::new(
                Code::BadSetup,
                format!("{} players: a game has 2 to 4", self.players),
            ));
        }
        if let Some(t) = self.seconds_per_decision {
            if !(crate::registry::MIN_TURN_LIMIT_S..=crate::registry::MAX_TURN_LIMIT_S).contains(&t)
            {
                return Err(ApiError::new(
                    Code::BadSetup,
                    format!(
                        "seconds_per_decision must be {} to {} seconds",
                        crate::registry::MIN_TURN_LIMIT_S,
                        crate::registry::MAX_TURN_LIMIT_S
                    ),
                ));
            }
        }
        let (setup, _) = self
            .game()
            .setup(0)
            .map_err(|e| ApiError::new(Code::BadSetup, e))?;
        Ok(as_stored(&Pool {
            players: self.players,
            modules: setup.modules,
            seconds_per_decision: self.seconds_per_decision,
        }))
    }
}

/// The options a ticket waits for: what makes tickets one pool.
#[derive(Serialize)]
struct Pool {
    players: u8,
    modules: Modules,
    seconds_per_decision: Option<u32>,
}

/// JSON with the keys of every object in a JSON map's order, as the queue
/// has always kept its pools and options.
fn as_stored(v: &impl Serialize) -> String {
    serde_json::to_value(v).map_or_else(|_| "{}".into(), |v| v.to_string())
}

/// The seat token of a ticket: SHA-256 of the ticket under a label of its
/// own (as unguessable as the ticket; only its hash is stored).
pub fn seat_token(ticket: &str) -> String {
    secrets::sha256_hex(format!("marrakesh quick play seat\0{ticket}").as_bytes())
}

/// The ticket of a request: `?ticket=T` or `Authorization: Bearer T`.
struct Ticket(String);

impl<S: Send + Sync> FromRequestParts<S> for Ticket {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        #[derive(Deserialize)]
        struct Asked {
            ticket: Option<String>,
        }
        let Query(asked) = Query::<Asked>::try_from_uri(&parts.uri)
            .map_err(|e| ApiError::new(Code::BadJson, e.body_text()))?;
        asked
            .ticket
            .or_else(|| bearer(parts))
            .filter(|t| !t.is_empty())
            .map(Ticket)
            .ok_or_else(|| {
                ApiError::new(
                    Code::NotFound,
                    "no ticket: ?ticket=T (the ticket POST /api/quick-play answered)",
                )
            })
    }
}

fn unknown() -> ApiError {
    ApiError::new(
        Code::NotFound,
        "no such ticket in the queue (it expired, left, or never joined)",
    )
}

/// Quick play's part of the server: the games, and the new-games limit per
/// address it shares with the lobby (a ticket is a share of a new game).
#[derive(Clone)]
struct Queue {
    shared: Arc<Shared>,
    new_games: PerMinute,
}

/// Quick play's routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(
    shared: Arc<Shared>,
    new_games: PerMinute,
) -> Router<S> {
    Router::new()
        .route("/api/quick-play", post(join).get(poll).delete(leave))
        .with_state(Queue { shared, new_games })
}

impl Queue {
    fn now_ms(&self) -> i64 {
        self.shared.config.clock.unix_ms()
    }

    /// The cutoff of waiting tickets: not polled since then, they left.
    fn cutoff(&self, now: i64) -> i64 {
        now - self.shared.config.quick_play_expiry.as_millis() as i64
    }

    /// Starts games in `pool` while enough tickets wait (at most
    /// [`MATCHES_PER_REQUEST`]); the games' actors start here.
    async fn quick_match(&self, pool: &str, join: &Join) -> Result<(), ApiError> {
        for _ in 0..MATCHES_PER_REQUEST {
            let (game, _): (NewGame, _) = self.shared.prepare(&join.game())?;
            let id = game.id.clone();
            let now = self.now_ms();
            let pairing = Pairing {
                now,
                unrated: crate::ratings::method::Rating::default().mu,
            };
            let found = self
                .shared
                .store
                .quick_match(pool.to_string(), game, self.cutoff(now), pairing)
                .await
                .map_err(|e| e.api())?;
            if !found {
                return Ok(());
            }
            metrics::METRICS.game_created();
            tracing::info!(game = %id, "quick play: a game was found");
            // Its actor (else the first socket loads it).
            let _ = self.shared.get(&id).await;
        }
        Ok(())
    }

    /// Polls a ticket (its expiry starts again): where it stands.
    async fn poll(&self, ticket: &str) -> Result<QueueState, ApiError> {
        let now = self.now_ms();
        self.shared
            .store
            .quick_poll(
                secrets::sha256_hex(ticket.as_bytes()),
                now,
                self.cutoff(now),
            )
            .await
            .map_err(|e| e.api())?
            .ok_or_else(unknown)
    }

    /// A found seat held by the account that joined with the ticket, if
    /// any: the game in its games on every device, and rated when every
    /// seat is an account's.
    async fn hold(&self, state: &QueueState, ticket: &str) -> Result<(), ApiError> {
        if let QueueState::Found {
            game,
            account: Some(account),
            ..
        } = state
        {
            crate::accounts::hold_seat(&self.shared, *account, game, &seat_token(ticket)).await?;
        }
        Ok(())
    }

    /// A ticket's state for its holder (`h`, `client`: the links' base).
    fn answer(&self, state: QueueState, ticket: &str, client: &Client, h: &HeaderMap) -> QuickPlay {
        let state = match state {
            QueueState::Waiting {
                position,
                queued,
                players,
                ..
            } => QuickState::Waiting(QuickWaiting {
                waiting: true,
                position,
                queued,
                players,
            }),
            QueueState::Found { game, seat, .. } => {
                let base =
                    crate::proxy::base_url(self.shared.config.public_url.as_deref(), client, h);
                let token = seat_token(ticket);
                QuickState::Found(QuickFound {
                    waiting: false,
                    url: format!("{base}/g/{game}?token={token}"),
                    game,
                    seat,
                    token,
                })
            }
        };
        QuickPlay {
            ticket: None,
            expires_after_s: None,
            left: None,
            state,
        }
    }
}

/// `POST /api/quick-play`: joins the queue; answers the ticket and where it
/// stands (a game may be found at once).
async fn join(
    State(q): State<Queue>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(join): Body<Option<Join>>,
) -> Result<Json<QuickPlay>, ApiError> {
    let join = join.ok_or_else(|| {
        ApiError::new(
            Code::BadJson,
            "the body must be {\"players\": N, \"modules\": […]}",
        )
    })?;
    let pool = join.pool()?;
    if !q.new_games.admits(&client) {
        return Err(ApiError::new(
            Code::RateLimited,
            format!("at most {} new games a minute", q.new_games.n()),
        ));
    }
    let ticket = secrets::token().map_err(|e| ApiError::new(Code::Storage, e))?;
    let account = crate::accounts::account_of(&q.shared, &h)
        .await?
        .map(|a| a.id);
    let now = q.now_ms();
    let entry = QueueEntry {
        ticket_sha256: secrets::sha256_hex(ticket.as_bytes()),
        token_sha256: secrets::sha256_hex(seat_token(&ticket).as_bytes()),
        pool: pool.clone(),
        options: as_stored(&join),
        players: join.players,
        account,
        at: now,
    };
    q.shared
        .store
        .quick_join(entry, q.cutoff(now), now - FOUND_KEEP_MS)
        .await
        .map_err(|e| e.api())?;
    q.quick_match(&pool, &join).await?;
    let state = q.poll(&ticket).await?;
    q.hold(&state, &ticket).await?;
    Ok(Json(QuickPlay {
        expires_after_s: Some(q.shared.config.quick_play_expiry.as_secs()),
        ticket: Some(ticket.clone()),
        ..q.answer(state, &ticket, &client, &h)
    }))
}

/// `GET /api/quick-play?ticket=T`: waiting or found (a match is tried
/// first).
async fn poll(
    State(q): State<Queue>,
    Peer(client): Peer,
    Ticket(ticket): Ticket,
    h: HeaderMap,
) -> Result<Json<QuickPlay>, ApiError> {
    let mut state = q.poll(&ticket).await?;
    if let QueueState::Waiting { options, .. } = &state {
        // Its pool's options: what it joined with.
        if let Ok(join) = serde_json::from_str::<Join>(options) {
            q.quick_match(&join.pool()?, &join).await?;
            state = q.poll(&ticket).await?;
        }
    }
    q.hold(&state, &ticket).await?;
    Ok(Json(q.answer(state, &ticket, &client, &h)))
}

/// `DELETE /api/quick-play?ticket=T`: leaves the queue (`{"left":true}`);
/// a ticket whose game was found already answers that game instead
/// (`"left":false`).
async fn leave(
    State(q): State<Queue>,
    Peer(client): Peer,
    Ticket(ticket): Ticket,
    h: HeaderMap,
) -> Result<Json<QuickLeave>, ApiError> {
    let left = q
        .shared
        .store
        .quick_leave(secrets::sha256_hex(ticket.as_bytes()))
        .await
        .map_err(|e| e.api())?;
    if left {
        return Ok(Json(QuickLeave::Left(QuickLeft { left: true })));
    }
    match q.poll(&ticket).await? {
        found @ QueueState::Found { .. } => {
            q.hold(&found, &ticket).await?;
            Ok(Json(QuickLeave::Found(QuickPlay {
                left: Some(false),
                ..q.answer(found, &ticket, &client, &h)
            })))
        }
        QueueState::Waiting { .. } => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_modules_are_one_pool_however_they_are_named() {
        let join = |modules: &[&str]| Join {
            players: 3,
            modules: modules.iter().map(|m| m.to_string()).collect(),
            seconds_per_decision: None,
        };
        assert_eq!(
            join(&["imam-sultan", "desert-towns"]).pool(),
            join(&["desert-towns", "imam-sultan"]).pool()
        );
        assert_ne!(join(&["imam-sultan"]).pool(), join(&[]).pool());
        assert_eq!(
            join(&["no-such-module"]).pool().unwrap_err().code,
            Code::BadSetup
        );
        let five = Join {
            players: 5,
            ..join(&[])
        };
        assert_eq!(five.pool().unwrap_err().code, Code::BadSetup);
    }

    #[test]
    fn a_seat_token_is_not_the_ticket_and_is_the_same_each_time() {
        let t = "ab".repeat(32);
        assert_ne!(seat_token(&t), t);
        assert_eq!(seat_token(&t), seat_token(&t));
        assert_ne!(seat_token(&t), seat_token(&"cd".repeat(32)));
    }
}
