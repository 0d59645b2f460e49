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

// The helpers' errors are the answers themselves (a `Response`).
#![allow(clippy::result_large_err)]

pub mod csrf;
pub mod password;
pub mod players;
pub mod session;
pub mod store;
pub mod throttle;

use crate::protocol::{json_error, ApiError, Code};
use crate::proxy::Client;
use crate::registry::Shared;
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::{delete, get, post};
use axum::Router;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;
use store::{Account, Answer, Op};

/// The accounts' part of the server.
pub struct Accounts {
    shared: Arc<Shared>,
    throttle: throttle::Throttle,
    /// Passwords hashed or verified at once (each holds a core and 19 MiB
    /// for tens of milliseconds).
    hashing: tokio::sync::Semaphore,
    /// Finished games' results, for the players' pages.
    results: players::Results,
}

type St = State<Arc<Accounts>>;

/// Seats claimed at once at most.
const MAX_CLAIMS: usize = 100;

/// The accounts' routes (merged into [`crate::http::router`]).
pub fn router<S: Clone + Send + Sync + 'static>(shared: Arc<Shared>) -> Router<S> {
    // The dummy hash is made before the first unknown name asks.
    std::thread::spawn(password::warm_up);
    let accounts = Arc::new(Accounts {
        shared,
        throttle: throttle::Throttle::default(),
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
        .with_state(accounts)
}

/// An answer `{"code", "message"}` with `status`.
pub fn refuse(status: u16, code: &str, message: &str) -> Response {
    json(status, json!({"code": code, "message": message}))
}

fn json(status: u16, v: Value) -> Response {
    let mut r = Response::new(Body::from(v.to_string()));
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

fn api_error(e: ApiError) -> Response {
    let mut r = Response::new(Body::from(e.body()));
    *r.status_mut() = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::BAD_REQUEST);
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

/// The one answer to a name that is unknown and to a wrong password.
fn bad_credentials() -> Response {
    refuse(
        401,
        "bad_credentials",
        "the name or the password is not right",
    )
}

fn signed_out() -> Response {
    refuse(401, "signed_out", "not signed in")
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
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

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Claims {
    seats: Vec<SeatClaim>,
}

fn parse<T: serde::de::DeserializeOwned>(body: &Bytes) -> Result<T, Response> {
    serde_json::from_slice(body).map_err(|e| api_error(json_error(&e)))
}

fn client(c: Option<axum::Extension<Client>>, peer: SocketAddr) -> Client {
    c.map(|c| c.0).unwrap_or_else(|| Client::direct(peer))
}

impl Accounts {
    async fn ask(&self, op: Op) -> Result<Answer, Response> {
        self.shared
            .store
            .accounts(op)
            .await
            .map_err(|e| api_error(e.api()))
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
    async fn signed_in(&self, h: &HeaderMap) -> Result<Option<(Account, String)>, Response> {
        let Some(id) = session::from_headers(h) else {
            return Ok(None);
        };
        let id_sha256 = session::hash(&id);
        match self
            .ask(Op::Session {
                id_sha256: id_sha256.clone(),
                at: now_ms(),
            })
            .await?
        {
            Answer::Account(a) => Ok(a.map(|a| (a, id_sha256))),
            _ => Ok(None),
        }
    }

    /// Runs `f` with a permit to hash, on the blocking pool.
    async fn hashing<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Response> {
        let busy = || api_error(ApiError::new(Code::Busy, "the server is busy; try again"));
        let _permit = self.hashing.acquire().await.map_err(|_| busy())?;
        tokio::task::spawn_blocking(f).await.map_err(|_| busy())
    }

    /// Binds the claimed seats to `account`; the seats bound.
    async fn claim(&self, account: i64, seats: Vec<SeatClaim>) -> Result<Vec<Value>, Response> {
        let mut bound = Vec::new();
        for c in seats.into_iter().take(MAX_CLAIMS) {
            let token_sha256 = crate::secrets::sha256_hex(c.token.as_bytes());
            if let Answer::Claimed(Some(seat)) = self
                .ask(Op::Claim {
                    account,
                    game: c.game.clone(),
                    token: c.token,
                    token_sha256,
                    at: now_ms(),
                })
                .await?
            {
                bound.push(json!({"game": c.game, "seat": seat}));
            }
        }
        Ok(bound)
    }

    /// Signs `account` in with a new session id (the browser's old
    /// session, if any, ends), binds `seats`, and answers with the cookie.
    async fn start_session(
        &self,
        account: &Account,
        h: &HeaderMap,
        client: &Client,
        seats: Vec<SeatClaim>,
    ) -> Response {
        let Ok(id) = crate::secrets::token() else {
            return api_error(ApiError::new(Code::Busy, "no randomness; try again"));
        };
        let replaces = session::from_headers(h).map(|old| session::hash(&old));
        if let Some(old) = &replaces {
            session::live().end(old);
        }
        let agent: String = h
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .chars()
            .take(160)
            .collect();
        if let Err(r) = self
            .ask(Op::SignIn {
                account: account.id,
                id_sha256: session::hash(&id),
                replaces,
                agent,
                at: now_ms(),
            })
            .await
        {
            return r;
        }
        let claimed = match self.claim(account.id, seats).await {
            Ok(c) => c,
            Err(r) => return r,
        };
        let mut r = json(200, json!({"name": account.name, "claimed": claimed}));
        if let Ok(v) = HeaderValue::from_str(&session::set_cookie(&id, self.secure(client))) {
            r.headers_mut().insert(header::SET_COOKIE, v);
        }
        r
    }
}

/// `POST /api/accounts {name, password, seats?}`: a new account, signed in.
async fn sign_up(
    State(a): St,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    c: Option<axum::Extension<Client>>,
    h: HeaderMap,
    body: Bytes,
) -> Response {
    let req: Credentials = match parse(&body) {
        Ok(r) => r,
        Err(r) => return r,
    };
    let name = match crate::names::check(&req.name) {
        Ok(n) => n,
        Err(e) => return api_error(e),
    };
    if let Err(e) = password::check(&req.password) {
        return refuse(400, "bad_password", &e);
    }
    let pw = req.password;
    let phc = match a.hashing(move || password::hash(&pw)).await {
        Ok(Ok(p)) => p,
        Ok(Err(e)) => {
            tracing::error!("{e}");
            return api_error(ApiError::new(Code::Busy, "the server is busy; try again"));
        }
        Err(r) => return r,
    };
    let key = name_key(&name);
    let id = match a
        .ask(Op::Create {
            name: name.clone(),
            name_key: key,
            password: Some(phc),
            at: now_ms(),
        })
        .await
    {
        Ok(Answer::Created(Some(id))) => id,
        Ok(_) => return refuse(409, "name_taken", "an account has this name already"),
        Err(r) => return r,
    };
    let account = Account {
        id,
        name,
        password: None,
    };
    a.start_session(&account, &h, &client(c, peer), req.seats)
        .await
}

/// `POST /api/sessions {name, password, seats?}`: signs in.
async fn sign_in(
    State(a): St,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    c: Option<axum::Extension<Client>>,
    h: HeaderMap,
    body: Bytes,
) -> Response {
    let req: Credentials = match parse(&body) {
        Ok(r) => r,
        Err(r) => return r,
    };
    let client = client(c, peer);
    let key = name_key(&req.name);
    if !a.throttle.allows(&key, client.ip, Instant::now()) {
        return refuse(
            429,
            "rate_limited",
            "too many failed sign-ins; try again in 15 minutes",
        );
    }
    let account = match a
        .ask(Op::ByName {
            name_key: key.clone(),
        })
        .await
    {
        Ok(Answer::Account(acc)) => acc,
        Ok(_) => None,
        Err(r) => return r,
    };
    // An unknown name verifies a dummy hash: it takes as long.
    let phc = account.as_ref().and_then(|a| a.password.clone());
    let pw = req.password;
    let right = match a
        .hashing(move || password::verify(phc.as_deref(), &pw))
        .await
    {
        Ok(ok) => ok,
        Err(r) => return r,
    };
    match account {
        Some(account) if right => {
            a.throttle.succeeded(&key);
            a.start_session(&account, &h, &client, req.seats).await
        }
        _ => {
            a.throttle.failed(&key, client.ip, Instant::now());
            bad_credentials()
        }
    }
}

/// `DELETE /api/sessions/current`: signs out (the cookie goes too).
async fn sign_out(
    State(a): St,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    c: Option<axum::Extension<Client>>,
    h: HeaderMap,
) -> Response {
    if let Some(id) = session::from_headers(&h) {
        let id_sha256 = session::hash(&id);
        if let Err(r) = a
            .ask(Op::SignOut {
                id_sha256: id_sha256.clone(),
            })
            .await
        {
            return r;
        }
        session::live().end(&id_sha256);
    }
    let mut r = json(200, json!({"signed_out": true}));
    if let Ok(v) = HeaderValue::from_str(&session::clear_cookie(a.secure(&client(c, peer)))) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    r
}

/// `DELETE /api/sessions/ID`: ends the account's session `ID` (as `GET
/// /api/me` lists it) at once, its sockets too.
async fn revoke(State(a): St, Path(id): Path<String>, h: HeaderMap) -> Response {
    let account = match a.signed_in(&h).await {
        Ok(Some((acc, _))) => acc,
        Ok(None) => return signed_out(),
        Err(r) => return r,
    };
    if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return refuse(404, "not_found", "no such session");
    }
    match a
        .ask(Op::Revoke {
            account: account.id,
            handle: id.to_ascii_lowercase(),
        })
        .await
    {
        Ok(Answer::Revoked(gone)) if !gone.is_empty() => {
            for g in &gone {
                session::live().end(g);
            }
            json(200, json!({"revoked": gone.len()}))
        }
        Ok(_) => refuse(404, "not_found", "no such session"),
        Err(r) => r,
    }
}

/// `GET /api/me`: the account's name, its sessions, and the games not
/// over it holds seats in, with their tokens (to continue them here);
/// `{"name": null, …}` without a cookie, `signed_out` (401, the cookie
/// removed) with one whose session ended.
async fn me(
    State(a): St,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    c: Option<axum::Extension<Client>>,
    h: HeaderMap,
) -> Response {
    // A guest (no cookie) is no error: the page asks on every load.
    if !session::has_cookie(&h) {
        return json(
            200,
            json!({"name": null, "rating": null, "sessions": [], "games": []}),
        );
    }
    let (account, current) = match a.signed_in(&h).await {
        Ok(Some(x)) => x,
        Ok(None) => {
            // The session ended: the browser forgets its cookie.
            let mut r = signed_out();
            if let Ok(v) = HeaderValue::from_str(&session::clear_cookie(a.secure(&client(c, peer))))
            {
                r.headers_mut().insert(header::SET_COOKIE, v);
            }
            return r;
        }
        Err(r) => return r,
    };
    let sessions = match a
        .ask(Op::Sessions {
            account: account.id,
            at: now_ms(),
        })
        .await
    {
        Ok(Answer::Sessions(s)) => s,
        Ok(_) => Vec::new(),
        Err(r) => return r,
    };
    let games = match a
        .ask(Op::Games {
            account: account.id,
        })
        .await
    {
        Ok(Answer::Games(g)) => g,
        Ok(_) => Vec::new(),
        Err(r) => return r,
    };
    let rating = match crate::ratings::of(&a.shared, account.id).await {
        Ok(r) => r,
        Err(e) => return api_error(e),
    };
    json(
        200,
        json!({
            "name": account.name,
            "rating": rating,
            "sessions": sessions.iter().map(|s| json!({
                "id": &s.id_sha256[..16.min(s.id_sha256.len())],
                "current": s.id_sha256 == current,
                "created_at": s.created_at,
                "last_at": s.last_at,
                "agent": s.agent,
            })).collect::<Vec<_>>(),
            "games": games.iter().map(|g| json!({
                "game": g.game,
                "seat": g.seat,
                "token": g.token,
                "status": g.status.name(),
                "options": serde_json::from_str::<Value>(&g.options).unwrap_or(Value::Null),
                "created_at": g.created_at,
                "url": format!("/g/{}?token={}", g.game, g.token),
            })).collect::<Vec<_>>(),
        }),
    )
}

/// `POST /api/me/seats {seats: [{game, token}]}`: binds the seats this
/// browser holds to the account (those whose token is right).
async fn claim(State(a): St, h: HeaderMap, body: Bytes) -> Response {
    let account = match a.signed_in(&h).await {
        Ok(Some((acc, _))) => acc,
        Ok(None) => return signed_out(),
        Err(r) => return r,
    };
    let req: Claims = match parse(&body) {
        Ok(r) => r,
        Err(r) => return r,
    };
    match a.claim(account.id, req.seats).await {
        Ok(bound) => json(200, json!({"claimed": bound})),
        Err(r) => r,
    }
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
/// has a live one (see [`guarded`]).
pub async fn socket_guard(shared: &Shared, h: &HeaderMap) -> Option<session::Held<'static>> {
    let id_sha256 = session::hash(&session::from_headers(h)?);
    match shared
        .store
        .accounts(Op::Session {
            id_sha256: id_sha256.clone(),
            at: now_ms(),
        })
        .await
    {
        Ok(Answer::Account(Some(_))) => Some(session::live().hold(&id_sha256)),
        _ => None,
    }
}

/// Runs a socket's task `fut` under its session's hold: the socket
/// closes when the session ends ([`socket_session`]).
pub async fn guarded(
    held: Option<session::Held<'static>>,
    fut: impl std::future::Future<Output = ()>,
) {
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
        at: now_ms(),
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
        at: now_ms(),
    };
    shared.store.accounts(op).await.map_err(|e| e.api())?;
    Ok(())
}
