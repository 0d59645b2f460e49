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
//! **Ratings.** Every queue row has an `account` column, `None` for guests
//! (accounts are added elsewhere). Pairing is by order of joining for now;
//! once accounts carry ratings, [`crate::store::Store::quick_match`] is the
//! one place to choose instead the `players` waiting tickets whose ratings
//! are closest (e.g. the oldest ticket and the others nearest to its
//! rating), guests counting as the pool's median.

use crate::extract::Peer;
use crate::http::App;
use crate::protocol::{json_error, ApiError, Code};
use crate::proxy::Client;
use crate::registry::CreateGame;
use crate::store::{GameId, NewGame};
use crate::{metrics, secrets};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;

/// A found ticket is kept this long after its last poll (its holder may
/// come back to the answer), then deleted.
pub const FOUND_KEEP_MS: i64 = 3600 * 1000;

/// Games a single join or poll starts at most (a queue that filled up
/// while nobody polled is emptied over the next requests).
const MATCHES_PER_REQUEST: usize = 64;

/// What `POST /api/quick-play` takes.
#[derive(Clone, Debug, Deserialize)]
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
        Ok(json!({
            "players": self.players,
            "modules": setup.modules,
            "seconds_per_decision": self.seconds_per_decision,
        })
        .to_string())
    }
}

/// A ticket in the queue, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueEntry {
    pub ticket_sha256: String,
    /// SHA-256 of the seat token the ticket's holder gets ([`seat_token`]).
    pub token_sha256: String,
    /// The options it waits for (see [`Join::pool`]).
    pub pool: String,
    /// The options as asked (JSON of [`Join`]): a match creates its game
    /// from them.
    pub options: String,
    pub players: u8,
    /// The signed-in account that waits (`None`: a guest; pairing by
    /// rating reads it once accounts exist).
    pub account: Option<String>,
    /// Unix ms: when it joined (also its first poll).
    pub at: i64,
}

/// Where a ticket stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueueState {
    /// Still waiting: `position` counts from 1 in order of joining among
    /// the `queued` tickets of its pool.
    Waiting {
        position: u32,
        queued: u32,
        players: u8,
        /// The options it joined with (JSON of [`Join`]).
        options: String,
    },
    /// In game `game`, seat `seat`.
    Found { game: GameId, seat: u8 },
}

/// The seat token of a ticket: SHA-256 of the ticket under a label of its
/// own (as unguessable as the ticket; only its hash is stored).
pub fn seat_token(ticket: &str) -> String {
    secrets::sha256_hex(format!("marrakesh quick play seat\0{ticket}").as_bytes())
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The ticket of a request: `?ticket=T` or `Authorization: Bearer T`.
fn ticket_of(q: &HashMap<String, String>, h: &HeaderMap) -> Result<String, ApiError> {
    q.get("ticket")
        .cloned()
        .or_else(|| {
            h.get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
                .map(|t| t.trim().to_string())
        })
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            ApiError::new(
                Code::NotFound,
                "no ticket: ?ticket=T (the ticket POST /api/quick-play answered)",
            )
        })
}

fn unknown() -> ApiError {
    ApiError::new(
        Code::NotFound,
        "no such ticket in the queue (it expired, left, or never joined)",
    )
}

impl App {
    /// The cutoff of waiting tickets: not polled since then, they left.
    fn quick_play_cutoff(&self, now: i64) -> i64 {
        now - self.shared.config.quick_play_expiry.as_millis() as i64
    }

    /// Starts games in `pool` while enough tickets wait (at most
    /// [`MATCHES_PER_REQUEST`]); the games' actors start here.
    async fn quick_match(&self, pool: &str, join: &Join) -> Result<(), ApiError> {
        for _ in 0..MATCHES_PER_REQUEST {
            let (game, _): (NewGame, _) = self.shared.prepare(&join.game())?;
            let id = game.id.clone();
            let cutoff = self.quick_play_cutoff(now_ms());
            let found = self
                .shared
                .store
                .quick_match(pool.to_string(), game, cutoff)
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

    /// A ticket's state for its holder.
    fn quick_answer(&self, state: QueueState, ticket: &str, base: &str) -> Value {
        match state {
            QueueState::Waiting {
                position,
                queued,
                players,
                ..
            } => {
                json!({"waiting": true, "position": position, "queued": queued, "players": players})
            }
            QueueState::Found { game, seat } => {
                let token = seat_token(ticket);
                json!({
                    "waiting": false,
                    "game": game,
                    "seat": seat,
                    "token": token,
                    "url": format!("{base}/g/{game}?token={token}"),
                })
            }
        }
    }

    /// Polls a ticket (its expiry starts again); `None`: unknown.
    async fn quick_poll(&self, ticket: &str) -> Result<Option<QueueState>, ApiError> {
        let now = now_ms();
        self.shared
            .store
            .quick_poll(
                secrets::sha256_hex(ticket.as_bytes()),
                now,
                self.quick_play_cutoff(now),
            )
            .await
            .map_err(|e| e.api())
    }
}

/// `POST /api/quick-play`: joins the queue; answers the ticket and where it
/// stands (a game may be found at once).
pub async fn join(
    State(app): State<App>,
    Peer(client): Peer,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    join_queue(&app, &client, &h, body).await.map(Json)
}

async fn join_queue(
    app: &App,
    client: &Client,
    h: &HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Value, ApiError> {
    let bytes = body.map_err(|e| ApiError::new(Code::BadJson, e.body_text()))?;
    let join: Join = serde_json::from_slice(&bytes).map_err(|e| json_error(&e))?;
    let pool = join.pool()?;
    // A ticket is a share of a new game: the address's new-games limit.
    if !app.admit_new_game(client) {
        return Err(ApiError::new(
            Code::RateLimited,
            format!(
                "at most {} new games a minute",
                app.shared.config.games_per_minute
            ),
        ));
    }
    let ticket = secrets::token().map_err(|e| ApiError::new(Code::Storage, e))?;
    let now = now_ms();
    let entry = QueueEntry {
        ticket_sha256: secrets::sha256_hex(ticket.as_bytes()),
        token_sha256: secrets::sha256_hex(seat_token(&ticket).as_bytes()),
        pool: pool.clone(),
        options: serde_json::to_string(&json!({
            "players": join.players,
            "modules": join.modules,
            "seconds_per_decision": join.seconds_per_decision,
        }))
        .unwrap_or_default(),
        players: join.players,
        account: None,
        at: now,
    };
    app.shared
        .store
        .quick_join(entry, app.quick_play_cutoff(now), now - FOUND_KEEP_MS)
        .await
        .map_err(|e| e.api())?;
    app.quick_match(&pool, &join).await?;
    let state = app.quick_poll(&ticket).await?.ok_or_else(unknown)?;
    let base = crate::http::base_url(app, client, h);
    let mut v = app.quick_answer(state, &ticket, &base);
    v["ticket"] = json!(ticket);
    v["expires_after_s"] = json!(app.shared.config.quick_play_expiry.as_secs());
    Ok(v)
}

/// `GET /api/quick-play?ticket=T`: waiting or found (a match is tried
/// first).
pub async fn poll(
    State(app): State<App>,
    Peer(client): Peer,
    Query(q): Query<HashMap<String, String>>,
    h: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    poll_ticket(&app, &client, &q, &h).await.map(Json)
}

async fn poll_ticket(
    app: &App,
    client: &Client,
    q: &HashMap<String, String>,
    h: &HeaderMap,
) -> Result<Value, ApiError> {
    let ticket = ticket_of(q, h)?;
    let mut state = app.quick_poll(&ticket).await?.ok_or_else(unknown)?;
    if let QueueState::Waiting { options, .. } = &state {
        // Its pool's options: what it joined with.
        if let Ok(join) = serde_json::from_str::<Join>(options) {
            app.quick_match(&join.pool()?, &join).await?;
            state = app.quick_poll(&ticket).await?.ok_or_else(unknown)?;
        }
    }
    let base = crate::http::base_url(app, client, h);
    Ok(app.quick_answer(state, &ticket, &base))
}

/// `DELETE /api/quick-play?ticket=T`: leaves the queue (`{"left":true}`);
/// a ticket whose game was found already answers that game instead
/// (`"left":false`).
pub async fn leave(
    State(app): State<App>,
    Peer(client): Peer,
    Query(q): Query<HashMap<String, String>>,
    h: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    leave_queue(&app, &client, &q, &h).await.map(Json)
}

async fn leave_queue(
    app: &App,
    client: &Client,
    q: &HashMap<String, String>,
    h: &HeaderMap,
) -> Result<Value, ApiError> {
    let ticket = ticket_of(q, h)?;
    let left = app
        .shared
        .store
        .quick_leave(secrets::sha256_hex(ticket.as_bytes()))
        .await
        .map_err(|e| e.api())?;
    if left {
        return Ok(json!({"left": true}));
    }
    match app.quick_poll(&ticket).await?.ok_or_else(unknown)? {
        found @ QueueState::Found { .. } => {
            let base = crate::http::base_url(app, client, h);
            let mut v = app.quick_answer(found, &ticket, &base);
            v["left"] = json!(false);
            Ok(v)
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
