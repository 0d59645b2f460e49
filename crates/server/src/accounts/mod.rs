//! Optional accounts (issue 44): a name and a password (Argon2id,
//! [`password`]), sessions in a cookie ([`session`]), checked against
//! cross-site requests ([`csrf`]) and failed sign-ins throttled
//! ([`throttle`]); the seats an account holds are listed on every device
//! signed in to it. Guests play with seat tokens exactly as without.
//!
//! Routes (docs/server.md): `POST /api/accounts` `{name, password}`
//! creates an account and signs in; `POST /api/sessions` `{name,
//! password}` signs in; `DELETE /api/sessions/current` signs out;
//! `DELETE /api/sessions/ID` ends another session of the account; `GET
//! /api/me` the account, its sessions and its games; `POST /api/me/seats`
//! `{seats: [{game, token}]}` binds seats this browser holds to the
//! account (sign-up and sign-in take the same `seats`).
//!
//! No password, session id or hash is ever logged or answered: the
//! sessions are listed by the first 16 hex digits of their id's SHA-256.

pub mod csrf;
pub mod passkey_store;
pub mod passkeys;
pub mod password;
pub mod players;
pub mod session;
pub mod store;
pub mod throttle;

use crate::answers::{self as a, ClaimedSeat};
use crate::extract::{Body, Peer};
use crate::protocol::{ApiError, Code};
use crate::proxy::Client;
use crate::registry::Shared;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use std::sync::Arc;
use store::{Account, Answer, Op};

/// The accounts' part of the server.
pub struct Accounts {
    shared: Arc<Shared>,
    /// Passwords hashed or verified at once (each holds a core and 19 MiB
    /// for tens of milliseconds).
    hashing: tokio::sync::Semaphore,
    /// Finished games' results, for the players' pages.
    results: players::Results,
}

type St = State<Arc<Accounts>>;

/// A sign-in attempt counted ([`Accounts::attempt`]).
struct Attempt {
    id: String,
    /// Its name's `who` (see [`throttle::who`]).
    name: Option<String>,
}

/// What a handler answers: a JSON answer, or an error.
type Answered<T> = Result<Json<T>, ApiError>;

/// An answer with a cookie set (or removed): the `Set-Cookie` header.
type WithCookie<T> = (HeaderMap, Json<T>);

/// Seats claimed at once at most.
const MAX_CLAIMS: usize = 100;

/// The accounts' routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(shared: Arc<Shared>) -> Router<S> {
    // The dummy hash is made before the first unknown name asks.
    std::thread::spawn(password::warm_up);
    let accounts = Arc::new(Accounts {
        shared,
        hashing: tokio::sync::Semaphore::new(
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
        ),
        results: players::Results::default(),
    });
    Router::new()
        .route("/api/accounts", post(sign_up))
        .route("/api/sessions", post(sign_in))
        .route("/api/sessions/current", delete(sign_out))
        .route("/api/sessions/{id}", delete(revoke))
        .route("/api/me", get(me))
        .route("/api/me/seats", post(claim))
        .route("/api/players/{name}", get(players::page))
        .merge(passkeys::router())
        .with_state(accounts)
}

/// The one answer to a name that is unknown and to a wrong password.
fn bad_credentials() -> ApiError {
    ApiError::new(
        Code::BadCredentials,
        "the name or the password is not right",
    )
}

fn signed_out() -> ApiError {
    ApiError::new(Code::SignedOut, "not signed in")
}

fn no_session() -> ApiError {
    ApiError::new(Code::NotFound, "no such session")
}

fn busy() -> ApiError {
    ApiError::new(Code::Busy, "the server is busy; try again")
}

/// The `Set-Cookie` header of `cookie`.
fn cookie(cookie: &str) -> HeaderMap {
    let mut h = HeaderMap::new();
    if let Ok(v) = HeaderValue::from_str(cookie) {
        h.insert(header::SET_COOKIE, v);
    }
    h
}

/// A name as it is compared: white space made single, lower case.
fn name_key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A seat this browser holds.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatClaim {
    game: String,
    token: String,
}

/// `{name, password}` and the seats to bind.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
    #[serde(default)]
    seats: Vec<SeatClaim>,
}

/// The body of a sign-up or a sign-in.
fn credentials(body: Option<Credentials>) -> Result<Credentials, ApiError> {
    body.ok_or_else(|| {
        ApiError::new(
            Code::BadJson,
            "the body must be {\"name\": \"…\", \"password\": \"…\"}",
        )
    })
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Claims {
    seats: Vec<SeatClaim>,
}

impl Accounts {
    async fn ask(&self, op: Op) -> Result<Answer, ApiError> {
        self.shared.store.accounts(op).await.map_err(|e| e.api())
    }

    /// A sign-in attempt (as `name_key`, when an account is in question)
    /// from `client`: refused (429) after too many failures lately, else
    /// counted as failed until [`Accounts::succeeded`] ([`throttle`]).
    async fn attempt(&self, name_key: Option<&str>, client: &Client) -> Result<Attempt, ApiError> {
        let id = crate::secrets::token().map_err(|_| busy())?;
        let op = throttle::Op::Attempt {
            whos: throttle::whos(name_key, &crate::conn::key(client.ip).to_string()),
            attempt: id.clone(),
            at: self.now_ms(),
        };
        match self.ask(Op::Throttle(op)).await? {
            Answer::Throttle(throttle::Answer::Allowed(true)) => Ok(Attempt {
                id,
                name: name_key.map(|n| throttle::who("name", n)),
            }),
            _ => Err(ApiError::new(
                Code::RateLimited,
                "too many failed sign-ins; try again in 15 minutes",
            )),
        }
    }

    /// The attempt succeeded: it and its name's failures no longer count.
    async fn succeeded(&self, attempt: Attempt) -> Result<(), ApiError> {
        let op = throttle::Op::Succeeded {
            attempt: attempt.id,
            name: attempt.name,
        };
        self.ask(Op::Throttle(op)).await.map(|_| ())
    }

    /// Unix ms on the server's clock.
    fn now_ms(&self) -> i64 {
        self.shared.config.clock.unix_ms()
    }

    /// The cookie is Secure when the client reaches the server over HTTPS.
    fn secure(&self, client: &Client) -> bool {
        client.https
            || self
                .shared
                .config
                .public_url
                .as_deref()
                .is_some_and(|u| u.starts_with("https://"))
    }

    /// The account of the request's session and the session's hash.
    async fn signed_in(&self, h: &HeaderMap) -> Result<Option<(Account, String)>, ApiError> {
        let Some(id) = session::from_headers(h) else {
            return Ok(None);
        };
        let id_sha256 = session::hash(&id);
        match self
            .ask(Op::Session {
                id_sha256: id_sha256.clone(),
                at: self.now_ms(),
            })
            .await?
        {
            Answer::Account(a) => Ok(a.map(|a| (a, id_sha256))),
            _ => Ok(None),
        }
    }

    /// The account signed in, or `signed_out`.
    async fn account(&self, h: &HeaderMap) -> Result<Account, ApiError> {
        match self.signed_in(h).await? {
            Some((account, _)) => Ok(account),
            None => Err(signed_out()),
        }
    }

    /// Runs `f` with a permit to hash, on the blocking pool.
    async fn hashing<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let _permit = self.hashing.acquire().await.map_err(|_| busy())?;
        tokio::task::spawn_blocking(f).await.map_err(|_| busy())
    }

    /// Binds the claimed seats to `account`; the seats bound.
    async fn claim(
        &self,
        account: i64,
        seats: Vec<SeatClaim>,
    ) -> Result<Vec<ClaimedSeat>, ApiError> {
        let mut bound = Vec::new();
        for c in seats.into_iter().take(MAX_CLAIMS) {
            let token_sha256 = crate::secrets::sha256_hex(c.token.as_bytes());
            if let Answer::Claimed(Some(seat)) = self
                .ask(Op::Claim {
                    account,
                    game: c.game.clone(),
                    token: c.token,
                    token_sha256,
                    at: self.now_ms(),
                })
                .await?
            {
                bound.push(ClaimedSeat { game: c.game, seat });
            }
        }
        Ok(bound)
    }

    /// Signs `account` in with a new session id (the browser's old
    /// session, if any, ends), binds `seats`, and answers with the cookie.
    async fn start_session(
        &self,
        account: Account,
        h: &HeaderMap,
        client: &Client,
        seats: Vec<SeatClaim>,
    ) -> Result<WithCookie<a::SignedIn>, ApiError> {
        let id = crate::secrets::token()
            .map_err(|_| ApiError::new(Code::Busy, "no randomness; try again"))?;
        let replaces = session::from_headers(h).map(|old| session::hash(&old));
        if let Some(old) = &replaces {
            self.shared.sessions.end(old);
        }
        let agent: String = h
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .chars()
            .take(160)
            .collect();
        self.ask(Op::SignIn {
            account: account.id,
            id_sha256: session::hash(&id),
            replaces,
            agent,
            at: self.now_ms(),
        })
        .await?;
        let claimed = self.claim(account.id, seats).await?;
        Ok((
            cookie(&session::set_cookie(&id, self.secure(client))),
            Json(a::SignedIn {
                name: account.name,
                claimed,
            }),
        ))
    }

    /// The account signed in with its sessions and games (`GET /api/me`).
    async fn me(&self, h: &HeaderMap) -> Answered<a::Me> {
        let Some((account, current)) = self.signed_in(h).await? else {
            return Err(signed_out());
        };
        let sessions = match self
            .ask(Op::Sessions {
                account: account.id,
                at: self.now_ms(),
            })
            .await?
        {
            Answer::Sessions(s) => s,
            _ => Vec::new(),
        };
        let games = match self
            .ask(Op::Games {
                account: account.id,
            })
            .await?
        {
            Answer::Games(g) => g,
            _ => Vec::new(),
        };
        let rating = crate::ratings::of(&self.shared, account.id).await?;
        Ok(Json(a::Me {
            name: Some(account.name),
            rating,
            sessions: sessions
                .into_iter()
                .map(|s| a::SessionLine {
                    id: s.id_sha256[..16.min(s.id_sha256.len())].to_string(),
                    current: s.id_sha256 == current,
                    created_at: s.created_at,
                    last_at: s.last_at,
                    agent: s.agent,
                })
                .collect(),
            games: games
                .into_iter()
                .map(|g| a::HeldGame {
                    url: format!("/g/{}?token={}", g.game, g.token),
                    status: g.status.name(),
                    options: serde_json::from_str(&g.options).unwrap_or_default(),
                    game: g.game,
                    seat: g.seat,
                    token: g.token,
                    created_at: g.created_at,
                })
                .collect(),
        }))
    }
}

/// `POST /api/accounts {name, password, seats?}`: a new account, signed in.
async fn sign_up(
    State(a): St,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Option<Credentials>>,
) -> Result<WithCookie<a::SignedIn>, ApiError> {
    let req = credentials(req)?;
    let name = crate::names::check(&req.name)?;
    password::check(&req.password).map_err(|e| ApiError::new(Code::BadPassword, e))?;
    let pw = req.password;
    let phc = a.hashing(move || password::hash(&pw)).await?.map_err(|e| {
        tracing::error!("{e}");
        busy()
    })?;
    let key = name_key(&name);
    let Answer::Created(Some(id)) = a
        .ask(Op::Create {
            name: name.clone(),
            name_key: key,
            password: Some(phc),
            at: a.now_ms(),
        })
        .await?
    else {
        return Err(ApiError::new(
            Code::NameTaken,
            "an account has this name already",
        ));
    };
    let account = Account {
        id,
        name,
        password: None,
    };
    a.start_session(account, &h, &client, req.seats).await
}

/// `POST /api/sessions {name, password, seats?}`: signs in.
async fn sign_in(
    State(a): St,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Option<Credentials>>,
) -> Result<WithCookie<a::SignedIn>, ApiError> {
    let req = credentials(req)?;
    let key = name_key(&req.name);
    let attempt = a.attempt(Some(&key), &client).await?;
    let account = match a
        .ask(Op::ByName {
            name_key: key.clone(),
        })
        .await?
    {
        Answer::Account(acc) => acc,
        _ => None,
    };
    // An unknown name verifies a dummy hash: it takes as long.
    let phc = account.as_ref().and_then(|a| a.password.clone());
    let pw = req.password;
    let right = a
        .hashing(move || password::verify(phc.as_deref(), &pw))
        .await?;
    match account {
        Some(account) if right => {
            a.succeeded(attempt).await?;
            a.start_session(account, &h, &client, req.seats).await
        }
        _ => Err(bad_credentials()),
    }
}

/// `DELETE /api/sessions/current`: signs out (the cookie goes too).
async fn sign_out(
    State(a): St,
    Peer(client): Peer,
    h: HeaderMap,
) -> Result<WithCookie<a::SignedOut>, ApiError> {
    if let Some(id) = session::from_headers(&h) {
        let id_sha256 = session::hash(&id);
        a.ask(Op::SignOut {
            id_sha256: id_sha256.clone(),
        })
        .await?;
        a.shared.sessions.end(&id_sha256);
    }
    Ok((
        cookie(&session::clear_cookie(a.secure(&client))),
        Json(a::SignedOut { signed_out: true }),
    ))
}

/// `DELETE /api/sessions/ID`: ends the account's session `ID` (as `GET
/// /api/me` lists it) at once, its sockets too.
async fn revoke(State(a): St, Path(id): Path<String>, h: HeaderMap) -> Answered<a::Revoked> {
    let account = a.account(&h).await?;
    if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(no_session());
    }
    match a
        .ask(Op::Revoke {
            account: account.id,
            handle: id.to_ascii_lowercase(),
        })
        .await?
    {
        Answer::Revoked(gone) if !gone.is_empty() => {
            for g in &gone {
                a.shared.sessions.end(g);
            }
            Ok(Json(a::Revoked {
                revoked: gone.len(),
            }))
        }
        _ => Err(no_session()),
    }
}

/// `GET /api/me`: the account's name, its sessions, and the games not
/// over it holds seats in, with their tokens (to continue them here);
/// `{"name": null, …}` without a cookie, `signed_out` (401, the cookie
/// removed) with one whose session ended.
async fn me(
    State(a): St,
    Peer(client): Peer,
    h: HeaderMap,
) -> Result<Json<a::Me>, (HeaderMap, ApiError)> {
    // A guest (no cookie) is no error: the page asks on every load.
    if !session::has_cookie(&h) {
        return Ok(Json(a::Me {
            name: None,
            rating: None,
            sessions: Vec::new(),
            games: Vec::new(),
        }));
    }
    a.me(&h).await.map_err(|e| match e.code {
        // The session ended: the browser forgets its cookie.
        Code::SignedOut => (cookie(&session::clear_cookie(a.secure(&client))), e),
        _ => (HeaderMap::new(), e),
    })
}

/// `POST /api/me/seats {seats: [{game, token}]}`: binds the seats this
/// browser holds to the account (those whose token is right).
async fn claim(
    State(a): St,
    h: HeaderMap,
    Body(req): Body<Option<Claims>>,
) -> Answered<a::Claimed> {
    let account = a.account(&h).await?;
    let req = req.ok_or_else(|| {
        ApiError::new(
            Code::BadJson,
            "the body must be {\"seats\": [{\"game\": \"…\", \"token\": \"…\"}]}",
        )
    })?;
    let claimed = a.claim(account.id, req.seats).await?;
    Ok(Json(a::Claimed { claimed }))
}

tokio::task_local! {
    /// The session a WebSocket task was opened with: cancelled when the
    /// session ends (the socket closes).
    static SOCKET_SESSION: tokio_util::sync::CancellationToken;
}

/// The session of the socket task running now, if it was opened with one
/// (see [`with_session`]).
pub fn socket_session() -> Option<tokio_util::sync::CancellationToken> {
    SOCKET_SESSION.try_with(|t| t.clone()).ok()
}

/// The hold of a WebSocket's upgrade request `h` on its session, if it
/// has a live one (see [`guarded`]). A seat's socket (`seat_token`, of
/// `game`) binds the seat to the account: a person signed in who sits
/// down by an invite link holds the seat at once (for the ratings, and
/// on every device), without a visit to the lobby.
pub async fn socket_guard(
    shared: &Shared,
    h: &HeaderMap,
    game: &str,
    seat_token: Option<&str>,
) -> Option<session::Held> {
    let id_sha256 = session::hash(&session::from_headers(h)?);
    match shared
        .store
        .accounts(Op::Session {
            id_sha256: id_sha256.clone(),
            at: shared.config.clock.unix_ms(),
        })
        .await
    {
        Ok(Answer::Account(Some(account))) => {
            if let Some(token) = seat_token {
                if let Err(e) = hold_seat(shared, account.id, game, token).await {
                    tracing::debug!(game, "binding a seat to its account: {}", e.message);
                }
            }
            Some(shared.sessions.hold(&id_sha256))
        }
        _ => None,
    }
}

/// Runs a socket's task `fut` under its session's hold: the socket
/// closes when the session ends ([`socket_session`]).
pub async fn guarded(held: Option<session::Held>, fut: impl std::future::Future<Output = ()>) {
    match held {
        Some(held) => {
            SOCKET_SESSION.scope(held.ended.clone(), fut).await;
            drop(held);
        }
        None => fut.await,
    }
}

/// The account a request's session cookie signs in, if any (for the other
/// parts of the server, e.g. the daily challenge).
pub async fn account_of(shared: &Shared, h: &HeaderMap) -> Result<Option<Account>, ApiError> {
    let Some(id) = session::from_headers(h) else {
        return Ok(None);
    };
    let op = Op::Session {
        id_sha256: session::hash(&id),
        at: shared.config.clock.unix_ms(),
    };
    match shared.store.accounts(op).await.map_err(|e| e.api())? {
        Answer::Account(a) => Ok(a),
        _ => Ok(None),
    }
}

/// Binds a seat the server dealt to `account` (its seat of the daily
/// challenge), so that every device signed in can continue it.
pub async fn hold_seat(
    shared: &Shared,
    account: i64,
    game: &str,
    token: &str,
) -> Result<(), ApiError> {
    let op = Op::Claim {
        account,
        game: game.to_string(),
        token: token.to_string(),
        token_sha256: crate::secrets::sha256_hex(token.as_bytes()),
        at: shared.config.clock.unix_ms(),
    };
    shared.store.accounts(op).await.map_err(|e| e.api())?;
    Ok(())
}
