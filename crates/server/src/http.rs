//! HTTP: the JSON API, the WebSocket upgrade and the browser client's
//! files (embedded at compile time from `crates/server/web/`, or read from
//! `MARRAKESH_WEB_DIR` for development).

use crate::actor::{Cmd, Cred};
use crate::live::Audience;
use crate::protocol::{action_error, json_error, ApiError, Code, MAX_MESSAGE_BYTES};
use crate::proxy::Client;
use crate::registry::{CreateGame, Shared};
use crate::ws;
use axum::body::{Body, Bytes};
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use marrakesh_describe::Lang;
use marrakesh_engine::{Action, PlayerId};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// New games per address: GCRA (the `governor` crate), a burst of
/// `games_per_minute`, then one every `60 s / games_per_minute`.
type Creations = governor::DefaultKeyedRateLimiter<IpAddr>;

#[derive(Clone)]
pub struct App {
    pub shared: Arc<Shared>,
    /// `None`: `games_per_minute` is 0 (nobody may create games).
    creations: Option<Arc<Creations>>,
    hints: Arc<tokio::sync::Semaphore>,
    /// Seats with a hint being searched (`(game, seat)`): one at a time each.
    hinting: Arc<Mutex<std::collections::HashSet<(String, PlayerId)>>>,
    /// Replays computed per address (`None`: `replays_per_minute` is 0).
    replays: Option<Arc<Creations>>,
    /// Replays of finished games already computed.
    replayed: Arc<Mutex<ReplayCache>>,
    /// Reviews of finished games under way ([`crate::review`]).
    pub(crate) reviews: Arc<crate::review::Reviews>,
}

/// Replays of finished games by `(game, step, language)`: a finished game
/// never changes, so each is computed once while it stays here (the
/// oldest go past [`REPLAY_CACHE_BYTES`]).
#[derive(Default)]
struct ReplayCache {
    answers: HashMap<(String, usize, Lang), Arc<str>>,
    order: std::collections::VecDeque<(String, usize, Lang)>,
    bytes: usize,
}

/// The replays' answers kept at most, in bytes.
pub const REPLAY_CACHE_BYTES: usize = 32 << 20;

impl ReplayCache {
    fn get(&self, key: &(String, usize, Lang)) -> Option<Arc<str>> {
        self.answers.get(key).cloned()
    }

    fn put(&mut self, key: (String, usize, Lang), answer: Arc<str>) {
        self.bytes += answer.len();
        if self.answers.insert(key.clone(), answer).is_none() {
            self.order.push_back(key);
        }
        while self.bytes > REPLAY_CACHE_BYTES {
            let Some(old) = self.order.pop_front() else {
                break;
            };
            if let Some(a) = self.answers.remove(&old) {
                self.bytes -= a.len();
            }
        }
    }
}

type Q = Query<HashMap<String, String>>;

/// The language a request's texts are made in: `?lang=de|nl|en`, else the
/// browser's `Accept-Language`, else English. Texts are made per
/// connection: two seats of one game may read different languages.
pub fn lang_of(q: &HashMap<String, String>, h: &HeaderMap) -> Lang {
    q.get("lang")
        .and_then(|l| Lang::parse(l))
        .or_else(|| {
            h.get(axum::http::header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::negotiate)
        })
        .unwrap_or_default()
}

pub fn router(shared: Arc<Shared>) -> Router {
    let per_minute = u32::try_from(shared.config.games_per_minute).unwrap_or(u32::MAX);
    let app = App {
        creations: std::num::NonZeroU32::new(per_minute).map(|n| {
            Arc::new(governor::RateLimiter::keyed(
                governor::Quota::per_minute(n).allow_burst(n),
            ))
        }),
        hints: Arc::new(tokio::sync::Semaphore::new(
            shared.config.hints_at_once.max(1),
        )),
        hinting: Arc::new(Mutex::new(std::collections::HashSet::new())),
        replays: u32::try_from(shared.config.replays_per_minute)
            .ok()
            .and_then(std::num::NonZeroU32::new)
            .map(|n| {
                Arc::new(governor::RateLimiter::keyed(
                    governor::Quota::per_minute(n).allow_burst(n),
                ))
            }),
        replayed: Arc::default(),
        reviews: Arc::default(),
        shared,
    };
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .route("/api/games", post(create).get(lobby))
        .route("/api/games/{id}", get(summary))
        .route("/api/games/{id}/view", get(view))
        .route("/api/games/{id}/legal", get(legal))
        .route("/api/games/{id}/actions", post(act))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/join", post(join))
        .route("/api/games/{id}/name", post(rename))
        .route("/api/games/{id}/record", get(record))
        .route("/api/games/{id}/hint", get(hint))
        .route("/api/games/{id}/replay", get(replay))
        .route(
            "/api/games/{id}/review",
            post(crate::review::start).get(crate::review::status),
        )
        .route("/api/rules", get(rules))
        .route("/api/texts", get(texts))
        .route("/api/words", get(words))
        .route("/api/catalog", get(catalog))
        .route("/api/options", get(options))
        .route("/api/games/{id}/seats/{seat}/controller", post(control))
        .route(
            "/api/quick-play",
            post(crate::quick_play::join)
                .get(crate::quick_play::poll)
                .delete(crate::quick_play::leave),
        )
        .route("/ws/games/{id}", get(socket))
        .fallback_service(
            Router::new()
                .fallback(files)
                .layer(tower_http::compression::CompressionLayer::new()),
        )
        .layer(DefaultBodyLimit::max(MAX_MESSAGE_BYTES))
        .layer(axum::middleware::from_fn_with_state(
            app.shared.config.body_read_timeout,
            crate::conn::limits,
        ))
        .layer(axum::middleware::map_response(json_errors))
        .layer(axum::middleware::map_response(headers))
        .layer(axum::middleware::from_fn(crate::log::access))
        .with_state(app)
}

impl App {
    /// Counts a new game (or a share of one: a quick play ticket) of
    /// `client` against its `games_per_minute`: `false` when over it.
    pub(crate) fn admit_new_game(&self, client: &Client) -> bool {
        self.creations.as_ref().is_some_and(|limiter| {
            if limiter.len() > 10_000 {
                limiter.retain_recent();
            }
            limiter.check_key(&crate::conn::key(client.ip)).is_ok()
        })
    }
}

/// No referrer (URLs carry tokens), no caching of API answers.
async fn headers(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    r
}

/// Errors that axum answers itself (a path that is not UTF-8, a wrong
/// method, a WebSocket route without an upgrade…) in the error shape of
/// docs/server.md: `{"code","message"}`, one line of JSON.
async fn json_errors(r: Response) -> Response {
    let status = r.status();
    // JSON already, or the page's own not-found page for a person (web.rs).
    let is_json = r.headers().get(header::CONTENT_TYPE).is_some_and(|v| {
        v.as_bytes().starts_with(b"application/json") || v.as_bytes().starts_with(b"text/html")
    });
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return r;
    }
    let (parts, body) = r.into_parts();
    let text = axum::body::to_bytes(body, MAX_MESSAGE_BYTES)
        .await
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let message = match text.trim() {
        "" => status.canonical_reason().unwrap_or("error").to_string(),
        t => t.to_string(),
    };
    let e = ApiError::new(Code::for_status(status.as_u16()), message);
    let mut out = json_response(status.as_u16(), e.body());
    for (k, v) in parts.headers.iter() {
        if k != header::CONTENT_TYPE && k != header::CONTENT_LENGTH {
            out.headers_mut().insert(k.clone(), v.clone());
        }
    }
    out
}

fn json_response(status: u16, body: String) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

pub(crate) fn reply(r: Result<Value, ApiError>) -> Response {
    match r {
        Ok(v) => json_response(200, v.to_string()),
        Err(e) => error(e),
    }
}

fn error(e: ApiError) -> Response {
    json_response(e.status(), e.body())
}

/// The credential: `?token=`, `Authorization: Bearer`, or `?spectate=`.
fn cred(q: &HashMap<String, String>, h: &HeaderMap) -> Cred {
    if let Some(t) = q.get("token") {
        return Cred::Token(t.clone());
    }
    if let Some(t) = h
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
    {
        return Cred::Token(t.trim().to_string());
    }
    if let Some(k) = q.get("spectate") {
        return Cred::Spectate(k.clone());
    }
    Cred::None
}

pub(crate) fn body_text(body: Result<Bytes, BytesRejection>) -> Result<String, ApiError> {
    let b = body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(Code::TooBig, "request body larger than 64 KiB")
        } else if e.body_text().contains(crate::conn::BODY_TIMEOUT) {
            ApiError::new(Code::Timeout, e.body_text())
        } else {
            ApiError::new(Code::BadJson, e.body_text())
        }
    })?;
    String::from_utf8(b.to_vec()).map_err(|_| ApiError::new(Code::BadJson, "the body is not UTF-8"))
}

/// `GET /healthz`: the process answers.
async fn healthz() -> Response {
    json_response(200, json!({"status": "ok"}).to_string())
}

/// `GET /readyz`: the database answers and its schema is current (503
/// otherwise, and while the server stops).
async fn readyz(State(app): State<App>) -> Response {
    if app.shared.cancel.is_cancelled() {
        return json_response(503, json!({"status": "stopping"}).to_string());
    }
    match app.shared.store.ping().await {
        Ok(()) => json_response(200, json!({"status": "ready"}).to_string()),
        Err(e) => {
            // The database's words stay in the operator's log (they may
            // name it).
            crate::log::throttled("readyz", format!("/readyz: not ready: {e}"));
            let message = if e.to_string().contains("schema") {
                "the database's schema is not the one this server needs"
            } else {
                "the database does not answer"
            };
            json_response(
                503,
                json!({"status": "not_ready", "message": message}).to_string(),
            )
        }
    }
}

/// `GET /metrics`: Prometheus' text format (see [`crate::metrics`]).
async fn metrics(State(app): State<App>) -> Response {
    let mut r = Response::new(Body::from(crate::metrics::METRICS.render(&app.shared)));
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    r
}

pub(crate) fn base_url(app: &App, client: &Client, h: &HeaderMap) -> String {
    crate::proxy::base_url(app.shared.config.public_url.as_deref(), client, h)
}

fn seq_param(q: &HashMap<String, String>) -> Result<Option<u64>, ApiError> {
    q.get("seq")
        .map(|s| {
            s.parse::<u64>()
                .map_err(|_| ApiError::new(Code::BadJson, format!("seq '{s}' is not a number")))
        })
        .transpose()
}

async fn create(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    client: Option<axum::Extension<Client>>,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let text = match body_text(body) {
        Ok(t) => t,
        Err(e) => return error(e),
    };
    let req: CreateGame = if text.trim().is_empty() {
        CreateGame::default()
    } else {
        match serde_json::from_str(&text) {
            Ok(r) => r,
            Err(e) => return error(json_error(&e)),
        }
    };
    // The client as a trusted proxy reports it (else the peer).
    let client = client.map(|c| c.0).unwrap_or_else(|| Client::direct(peer));
    let per_minute = app.shared.config.games_per_minute;
    let allowed = app.creations.as_ref().is_some_and(|limiter| {
        if limiter.len() > 10_000 {
            limiter.retain_recent();
        }
        limiter.check_key(&crate::conn::key(client.ip)).is_ok()
    });
    let refused = || {
        error(ApiError::new(
            Code::RateLimited,
            format!("at most {per_minute} new games a minute"),
        ))
    };
    if !allowed {
        return refused();
    }
    // Several processes serving: the client's games of this minute on all
    // of them (each process's limiter sees only its own).
    if app.shared.cluster() {
        let who = crate::secrets::sha256_hex(crate::conn::key(client.ip).to_string().as_bytes());
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        let per_minute = u32::try_from(per_minute).unwrap_or(u32::MAX);
        match app.shared.store.admit_creation(&who, now, per_minute).await {
            Ok(Some(false)) => return refused(),
            Ok(_) => {}
            Err(e) => return error(e.api()),
        }
    }
    match app.shared.create(&req).await {
        Ok(c) => {
            crate::metrics::METRICS.game_created();
            let base = base_url(&app, &client, &h);
            let seats: Vec<Value> = c
                .tokens
                .iter()
                .map(|(seat, token)| {
                    json!({"seat": seat, "token": token, "url": format!("{base}/g/{}?token={token}", c.id)})
                })
                .collect();
            reply(Ok(json!({
                "game": c.id,
                "seats": seats,
                "spectator_key": c.spectator_key,
                "spectator_url": format!("{base}/g/{}?spectate={}", c.id, c.spectator_key),
            })))
        }
        Err(e) => error(e),
    }
}

async fn lobby(State(app): State<App>, Query(q): Q) -> Response {
    if q.get("open").map(String::as_str) != Some("true") {
        return error(ApiError::new(
            Code::NotFound,
            "only the lobby is listed: GET /api/games?open=true",
        ));
    }
    json_response(200, app.shared.lobby().to_string())
}

async fn summary(State(app): State<App>, Path(id): Path<String>) -> Response {
    reply(app.shared.call(&id, |reply| Cmd::Summary { reply }).await)
}

async fn record(State(app): State<App>, Path(id): Path<String>) -> Response {
    reply(app.shared.call(&id, |reply| Cmd::Record { reply }).await)
}

/// `GET /api/games/ID/replay?at=N`: a finished game at step N (the
/// spectators' view, the log so far); refused while the game runs. Each
/// answer is computed once ([`ReplayCache`]); computing counts against
/// the address's `replays_per_minute`.
async fn replay(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    client: Option<axum::Extension<Client>>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&q, &h);
    let at = match q.get("at").map(|s| s.parse::<usize>()) {
        None => usize::MAX,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            return error(ApiError::new(
                Code::BadJson,
                "`at` must be a step number (0 or more)",
            ))
        }
    };
    let (setup, names, moves) = match app.shared.call(&id, |reply| Cmd::Moves { reply }).await {
        Ok(x) => x,
        Err(e) => return error(e),
    };
    // Past the end is the end: one answer for both.
    let key = (id, at.min(moves.len()), lang);
    let cached = app
        .replayed
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key);
    if let Some(text) = cached {
        return json_response(200, text.to_string());
    }
    let ip = client.map(|c| c.0.ip).unwrap_or_else(|| peer.ip());
    let allowed = app.replays.as_ref().is_some_and(|limiter| {
        if limiter.len() > 10_000 {
            limiter.retain_recent();
        }
        limiter.check_key(&crate::conn::key(ip)).is_ok()
    });
    if !allowed {
        return error(ApiError::new(
            Code::RateLimited,
            format!(
                "at most {} replays a minute",
                app.shared.config.replays_per_minute
            ),
        ));
    }
    let step = key.1;
    let r = tokio::task::spawn_blocking(move || {
        crate::history::replay(setup, &names, &moves, step, lang)
            .map_err(|e| ApiError::new(Code::Storage, format!("the replay failed: {e}")))
    })
    .await
    .unwrap_or_else(|_| Err(ApiError::new(Code::Storage, "the replay failed")));
    match r {
        Ok(v) => {
            let text: Arc<str> = Arc::from(v.to_string());
            app.replayed
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .put(key, text.clone());
            json_response(200, text.to_string())
        }
        Err(e) => error(e),
    }
}

/// `GET /api/rules?lang=L`: every rules text, titled (the terminal's
/// help), in the language asked for.
async fn rules(Query(q): Q, h: HeaderMap) -> Response {
    let sections: Vec<Value> = marrakesh_describe::help::reference(lang_of(&q, &h))
        .into_iter()
        .map(|(title, text)| json!({"title": title, "text": text}))
        .collect();
    reply(Ok(json!({ "sections": sections })))
}

/// `GET /api/texts?lang=L`: the page's own texts, Fluent source (the
/// `web` and `components` resources of the describe crate) for the page's
/// `@fluent/bundle`; the language chosen as for every text.
async fn texts(Query(q): Q, h: HeaderMap) -> Response {
    use marrakesh_describe::lang::{AREAS, RESOURCES};
    let lang = lang_of(&q, &h);
    let Some((_, sources)) = RESOURCES.iter().find(|(l, _)| *l == lang) else {
        return error(ApiError::new(Code::NotFound, "no such language"));
    };
    let mut body = String::new();
    for (area, src) in AREAS.iter().zip(sources) {
        if matches!(*area, "web" | "components") {
            body.push_str(src);
            body.push('\n');
        }
    }
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CONTENT_LANGUAGE, lang.code()),
        ],
        body,
    )
        .into_response()
}

/// `GET /api/words?lang=L`: what the catalog's pieces do, in the words of
/// the describe crate (the terminal's words), for the page's tooltips:
/// each scroll's effect, each oasis's and desert town's scoring by edition,
/// each luxury good, river tile, new provision tile and special building;
/// made once per language.
async fn words(Query(q): Q, h: HeaderMap) -> Response {
    static TEXT: [std::sync::OnceLock<String>; 3] = [
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
    ];
    let lang = lang_of(&q, &h);
    let text = TEXT[lang as usize].get_or_init(|| catalog_words(lang).to_string());
    let mut r = json_response(200, text.clone());
    r.headers_mut().insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    r
}

/// The words of [`words`]: `{"scrolls": {id: text}, "oases": {"classic":
/// {id: text}, "essential": …}, "luxury": {id: text}, "river_tiles":
/// {face: text}, "towns": {"classic": …, "essential": …}, "provisions": {id:
/// the new tiles' effect}, "buildings": {id: the front side's ability}}`.
pub fn catalog_words(lang: Lang) -> Value {
    use marrakesh_describe as d;
    use marrakesh_engine::Edition;
    use serde_json::Map;
    let cat = marrakesh_engine::Catalog::embedded();
    let cat = &*cat;
    let by_edition = |text: &dyn Fn(Edition) -> Map<String, Value>| json!({ "classic": text(Edition::Classic), "essential": text(Edition::Essential) });
    json!({
        "scrolls": cat.scrolls.iter()
            .map(|s| (s.id.to_string(), Value::from(d::scroll_effect(lang, cat, s.id))))
            .collect::<Map<_, _>>(),
        "oases": by_edition(&|e| cat.oases.iter()
            .map(|o| (o.id.to_string(), Value::from(d::oasis_effect(lang, cat, o.id, e == Edition::Classic))))
            .collect()),
        "luxury": cat.luxury_goods.iter()
            .map(|l| (l.id.to_string(), Value::from(d::luxury(lang, cat, l.id))))
            .collect::<Map<_, _>>(),
        "river_tiles": cat.river_tiles.iter()
            .map(|t| (t.face.to_string(), Value::from(d::river_tile(lang, cat, t.face))))
            .collect::<Map<_, _>>(),
        "towns": by_edition(&|e| cat.desert_towns.iter()
            .map(|t| (t.id.to_string(), Value::from(d::desert_town_effect(lang, cat, t.id, e))))
            .collect()),
        "provisions": cat.provision_tiles.iter()
            .filter_map(|t| t.effect.map(|e| (t.id.to_string(), Value::from(d::provision_effect(lang, e)))))
            .collect::<Map<_, _>>(),
        "buildings": cat.special_buildings.iter()
            .flat_map(|sb| sb.buildings.iter())
            .map(|b| (b.id.to_string(), Value::from(d::building_ability(lang, &b.ability))))
            .collect::<Map<_, _>>(),
    })
}

async fn view(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
) -> Response {
    let c = cred(&q, &h);
    reply(
        app.shared
            .call(&id, |reply| Cmd::View {
                cred: c.clone(),
                reply,
            })
            .await,
    )
}

async fn legal(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
) -> Response {
    let c = cred(&q, &h);
    let lang = lang_of(&q, &h);
    reply(
        app.shared
            .call(&id, |reply| Cmd::Legal {
                cred: c.clone(),
                lang,
                reply,
            })
            .await,
    )
}

async fn act(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let started = Instant::now();
    let c = cred(&q, &h);
    let run = async {
        let text = body_text(body)?;
        let seq = seq_param(&q)?;
        let action = Action::from_json(text.trim()).map_err(|e| action_error(&e))?;
        let seq = app
            .shared
            .call(&id, |reply| Cmd::Act {
                cred: c.clone(),
                action,
                seq,
                id: None,
                reply,
            })
            .await?;
        Ok(json!({ "seq": seq }))
    };
    let r = reply(run.await);
    crate::metrics::METRICS
        .round_trip
        .observe(started.elapsed());
    r
}

async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
) -> Response {
    let c = cred(&q, &h);
    let run = async {
        let seq = seq_param(&q)?;
        let s = app
            .shared
            .call(&id, |reply| Cmd::Undo {
                cred: c.clone(),
                seq,
                reply,
            })
            .await?;
        Ok(json!({ "seq": s }))
    };
    reply(run.await)
}

/// `GET /api/games/ID/hint?token=T`: the strong bot's top three actions for
/// the seat, searched on a world drawn behind its view (never the real
/// game), bounded in time.
async fn hint(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
) -> Response {
    let c = cred(&q, &h);
    let lang = lang_of(&q, &h);
    let run = async {
        let (seat, seq, world) = app
            .shared
            .call(&id, |reply| Cmd::HintWorld {
                cred: c.clone(),
                reply,
            })
            .await?;
        // One hint at a time per seat, `hints_at_once` in the server.
        let _seat = HintSeat::take(&app.hinting, &id, seat).ok_or_else(|| {
            ApiError::new(
                Code::Busy,
                "a hint for this seat is being searched; wait for it",
            )
        })?;
        let Ok(_permit) = app.hints.try_acquire() else {
            return Err(ApiError::new(
                Code::Busy,
                "the server is thinking about other hints; try again",
            ));
        };
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let job =
            tokio::task::spawn_blocking(move || crate::text::hints(lang, &world, seat, &flag));
        let cancel = app.shared.cancel.clone();
        let hints = tokio::select! {
            r = job => r.map_err(|_| ApiError::new(Code::Busy, "the hint failed; try again"))?,
            _ = cancel.cancelled() => {
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
                return Err(ApiError::new(Code::Busy, "the server is stopping"));
            }
        };
        Ok(json!({"seq": seq, "seat": seat, "hints": hints}))
    };
    reply(run.await)
}

/// A seat's hint being searched; released when dropped.
struct HintSeat {
    set: Arc<Mutex<std::collections::HashSet<(String, PlayerId)>>>,
    key: (String, PlayerId),
}

impl HintSeat {
    fn take(
        set: &Arc<Mutex<std::collections::HashSet<(String, PlayerId)>>>,
        game: &str,
        seat: PlayerId,
    ) -> Option<HintSeat> {
        let key = (game.to_string(), seat);
        let fresh = set
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key.clone());
        fresh.then(|| HintSeat {
            set: set.clone(),
            key,
        })
    }
}

impl Drop for HintSeat {
    fn drop(&mut self) {
        self.set
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.key);
    }
}

/// The component catalog the page draws with: the engine's embedded
/// catalog without its provenance texts (`source`, `*_source`), which the
/// page never shows.
pub fn page_catalog() -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(m) => {
                m.retain(|k, _| k != "source" && !k.ends_with("_source"));
                m.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v =
        serde_json::to_value(&*marrakesh_engine::Catalog::embedded()).unwrap_or(Value::Null);
    strip(&mut v);
    v
}

/// `GET /api/catalog`: [`page_catalog`], serialized once.
async fn catalog() -> Response {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let text = TEXT.get_or_init(|| page_catalog().to_string());
    let mut r = json_response(200, text.clone());
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    r
}

/// `GET /api/options`: what a new game can be set up with, from the
/// engine's lists: the modules of each box by name (as `modules` of a new
/// game takes them) and the Paschabot's difficulty adjustments (as
/// `solo.difficulty` takes them). The lobby draws its choices from it.
pub fn options_json() -> Value {
    use marrakesh_engine::{Difficulty, Modules};
    let in_base_box = Modules::BASE_BOX.in_play();
    let of_box = |base: bool| -> Vec<&'static str> {
        Modules::NAMES
            .into_iter()
            .zip(in_base_box)
            .filter_map(|(n, b)| (b == base).then_some(n))
            .collect()
    };
    json!({
        "modules": { "base": of_box(true), "expansion": of_box(false) },
        "difficulty": { "easier": Difficulty::EASIER, "harder": Difficulty::HARDER },
    })
}

async fn options() -> Response {
    let mut r = json_response(200, options_json().to_string());
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    r
}

/// A body `{"name": "…"}` (join, rename): the name, if given.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
struct NameBody {
    name: Option<String>,
}

fn name_body(body: Result<Bytes, BytesRejection>) -> Result<Option<String>, ApiError> {
    let text = body_text(body)?;
    if text.trim().is_empty() {
        return Ok(None);
    }
    let b: NameBody = serde_json::from_str(&text).map_err(|e| json_error(&e))?;
    Ok(b.name)
}

async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    client: Option<axum::Extension<Client>>,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let name = match name_body(body) {
        Ok(n) => n,
        Err(e) => return error(e),
    };
    let r = app
        .shared
        .call(&id, |reply| Cmd::Join {
            name: name.clone(),
            reply,
        })
        .await;
    let client = client.map(|c| c.0).unwrap_or_else(|| Client::direct(peer));
    let base = base_url(&app, &client, &h);
    reply(r.map(|(seat, token)| {
        json!({"seat": seat, "token": token, "url": format!("{base}/g/{id}?token={token}")})
    }))
}

/// `POST /api/games/ID/name` with the seat's token, body `{"name":"Ana"}`:
/// the seat's display name.
async fn rename(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let c = cred(&q, &h);
    let name = match name_body(body) {
        Ok(Some(n)) => n,
        Ok(None) => {
            return error(ApiError::new(
                Code::BadJson,
                "the body must be {\"name\": \"…\"}",
            ))
        }
        Err(e) => return error(e),
    };
    reply(
        app.shared
            .call(&id, |reply| Cmd::Rename {
                cred: c.clone(),
                name: name.clone(),
                reply,
            })
            .await,
    )
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ControlBody {
    controller: String,
}

async fn control(
    State(app): State<App>,
    Path((id, seat)): Path<(String, String)>,
    Query(q): Q,
    h: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let c = cred(&q, &h);
    let run = async {
        let seat: PlayerId = seat
            .parse()
            .map_err(|_| ApiError::new(Code::NotFound, format!("there is no seat {seat}")))?;
        let text = body_text(body)?;
        let b: ControlBody = serde_json::from_str(&text).map_err(|e| json_error(&e))?;
        app.shared
            .call(&id, |reply| Cmd::Control {
                cred: c.clone(),
                seat,
                controller: b.controller.clone(),
                reply,
            })
            .await
    };
    reply(run.await)
}

#[allow(clippy::too_many_arguments)]
async fn socket(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    client: Option<axum::Extension<Client>>,
    Path(id): Path<String>,
    Query(q): Q,
    h: HeaderMap,
    conn: Option<axum::Extension<Arc<crate::conn::ConnSlot>>>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Response {
    let c = cred(&q, &h);
    let lang = lang_of(&q, &h);
    let since = match seq_param(
        &q.iter()
            .filter(|(k, _)| *k == "since")
            .map(|(_, v)| ("seq".to_string(), v.clone()))
            .collect(),
    ) {
        Ok(s) => s,
        Err(e) => return error(e),
    };
    let aud: Audience = match app
        .shared
        .call(&id, |reply| Cmd::Auth {
            cred: c.clone(),
            reply,
        })
        .await
    {
        Ok(a) => a,
        Err(e) => return error(e),
    };
    let upgrade = match upgrade {
        Ok(u) => u,
        Err(e) => return e.into_response(),
    };
    // The client as a trusted proxy reports it (else the peer).
    let address = crate::conn::key(client.map(|c| c.0.ip).unwrap_or(peer.ip()));
    let shared = app.shared.clone();
    let slot = match ws::SocketSlot::take(&shared, aud) {
        Ok(s) => s,
        Err(e) => return error(e),
    };
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |s| {
            let tracker = shared.tracker.clone();
            // The socket keeps its connection's place under the caps.
            let conn = conn.map(|c| c.0);
            let game = id.clone();
            crate::log::spawn_in_game(
                &tracker,
                &game,
                async move {
                    ws::run(s, shared, id, c, since, lang, slot, address).await;
                    drop(conn);
                },
                || {},
            );
            std::future::ready(())
        })
}

/// The browser client (see [`crate::web`]): `/`, `/g/…` and `/rules` are
/// the page, other paths its files.
async fn files(uri: axum::http::Uri, h: HeaderMap) -> Response {
    match crate::web::serve(uri.path(), &h) {
        Some(r) => r,
        None => error(ApiError::new(
            Code::NotFound,
            format!("no file {}", uri.path()),
        )),
    }
}
