//! HTTP: the JSON API, the WebSocket upgrade and the browser client's
//! files (embedded at compile time from `crates/server/web/`, or read from
//! `MARRAKESH_WEB_DIR` for development).

use crate::actor::{Cmd, Cred};
use crate::answers::{self as a, Health, HealthStatus};
use crate::extract::{ActionBody, At, Body, Credential, Language, Open, Peer, Seq, Since};
use crate::limit::PerMinute;
use crate::live::Audience;
use crate::protocol::{ApiError, Code, MAX_MESSAGE_BYTES};
use crate::proxy::Client;
use crate::registry::{CreateGame, Shared};
use crate::ws;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use marrakesh_describe::Lang;
use marrakesh_engine::PlayerId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

#[derive(Clone)]
pub struct App {
    pub shared: Arc<Shared>,
    /// New games per address (`games_per_minute`; quick play's tickets
    /// count too).
    new_games: PerMinute,
    hints: Arc<tokio::sync::Semaphore>,
    /// Seats with a hint being searched (`(game, seat)`): one at a time each.
    hinting: Arc<Mutex<std::collections::HashSet<(String, PlayerId)>>>,
    /// Replays computed per address (`replays_per_minute`).
    replays: PerMinute,
    /// Replays of finished games already computed.
    replayed: Arc<Mutex<ReplayCache>>,
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

pub fn router(shared: Arc<Shared>) -> Router {
    let app = App {
        new_games: PerMinute::new(shared.config.games_per_minute),
        hints: Arc::new(tokio::sync::Semaphore::new(
            shared.config.hints_at_once.max(1),
        )),
        hinting: Arc::new(Mutex::new(std::collections::HashSet::new())),
        replays: PerMinute::new(shared.config.replays_per_minute),
        replayed: Arc::default(),
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
        .route("/api/rules", get(rules))
        .route("/api/texts", get(texts))
        .route("/api/words", get(words))
        .route("/api/catalog", get(catalog))
        .route("/api/options", get(options))
        .route("/api/games/{id}/seats/{seat}/controller", post(control))
        .route("/ws/games/{id}", get(socket))
        .merge(crate::accounts::router(app.shared.clone()))
        .merge(crate::daily::router(app.shared.clone()))
        .merge(crate::quick_play::router(
            app.shared.clone(),
            app.new_games.clone(),
        ))
        .merge(crate::review::router(app.shared.clone()))
        .merge(crate::ratings::router(app.shared.clone()))
        .fallback_service(
            Router::new()
                .fallback(files)
                .layer(tower_http::compression::CompressionLayer::new()),
        )
        .layer(axum::middleware::from_fn_with_state(
            app.shared.clone(),
            crate::accounts::csrf::check,
        ))
        .layer(DefaultBodyLimit::max(MAX_MESSAGE_BYTES))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            app.shared.config.body_read_timeout,
        ))
        .layer(axum::middleware::from_fn(crate::conn::uri_cap))
        .layer(axum::middleware::map_response(json_errors))
        .layer(axum::middleware::map_response(headers))
        .layer(axum::middleware::from_fn(crate::log::access))
        .with_state(app)
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
    let mut out = ApiError::new(Code::for_status(status.as_u16()), message)
        .with_status(status.as_u16())
        .into_response();
    for (k, v) in parts.headers.iter() {
        if k != header::CONTENT_TYPE && k != header::CONTENT_LENGTH {
            out.headers_mut().insert(k.clone(), v.clone());
        }
    }
    out
}

/// What a handler answers: a JSON answer, or an error.
type Answer<T> = Result<Json<T>, ApiError>;

/// A JSON text made once (the lobby, a replay, the catalog…), answered as
/// it is.
struct JsonText(Arc<str>);

impl IntoResponse for JsonText {
    fn into_response(self) -> Response {
        (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            self.0.to_string(),
        )
            .into_response()
    }
}

/// An error answered over HTTP: its status, `{"code","message"}`, and
/// counted in the metrics.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        crate::metrics::METRICS.error(self.code);
        let status =
            StatusCode::from_u16(self.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        (status, Json(self.answer())).into_response()
    }
}

/// `GET /healthz`: the process answers.
async fn healthz() -> Json<Health> {
    Json(Health {
        status: HealthStatus::Ok,
        message: None,
    })
}

/// `GET /readyz`: the database answers and its schema is current (503
/// otherwise, and while the server stops).
async fn readyz(State(app): State<App>) -> (StatusCode, Json<Health>) {
    let unavailable = |status, message| {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(Health { status, message }),
        )
    };
    if app.shared.cancel.is_cancelled() {
        return unavailable(HealthStatus::Stopping, None);
    }
    match app.shared.store.ping().await {
        Ok(()) => (
            StatusCode::OK,
            Json(Health {
                status: HealthStatus::Ready,
                message: None,
            }),
        ),
        Err(e) => {
            // The database's words stay in the operator's log (they may
            // name it).
            crate::log::throttled("readyz", format!("/readyz: not ready: {e}"));
            let message = if e.to_string().contains("schema") {
                "the database's schema is not the one this server needs"
            } else {
                "the database does not answer"
            };
            unavailable(HealthStatus::NotReady, Some(message))
        }
    }
}

/// `GET /metrics`: Prometheus' text format (see [`crate::metrics`]).
async fn metrics(State(app): State<App>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        crate::metrics::METRICS.render(&app.shared.gauges()),
    )
        .into_response()
}

fn base_url(app: &App, client: &Client, h: &HeaderMap) -> String {
    crate::proxy::base_url(app.shared.config.public_url.as_deref(), client, h)
}

/// The seat's link to the table.
fn seat_link(base: &str, game: &str, seat: PlayerId, token: String) -> a::SeatLink {
    a::SeatLink {
        seat,
        url: format!("{base}/g/{game}?token={token}"),
        token,
    }
}

async fn create(
    State(app): State<App>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<CreateGame>,
) -> Answer<a::Created> {
    let per_minute = app.new_games.n();
    let allowed = app.new_games.admits(&client);
    let refused = || {
        ApiError::new(
            Code::RateLimited,
            format!("at most {per_minute} new games a minute"),
        )
    };
    if !allowed {
        return Err(refused());
    }
    // Several processes serving: the client's games of this minute on all
    // of them (each process's limiter sees only its own).
    if app.shared.cluster() {
        let who = crate::secrets::sha256_hex(crate::conn::key(client.ip).to_string().as_bytes());
        let now = app.shared.config.clock.unix_ms();
        let per_minute = u32::try_from(per_minute).unwrap_or(u32::MAX);
        match app.shared.store.admit_creation(&who, now, per_minute).await {
            Ok(Some(false)) => return Err(refused()),
            Ok(_) => {}
            Err(e) => return Err(e.api()),
        }
    }
    let c = app.shared.create(&req).await?;
    crate::metrics::METRICS.game_created();
    let base = base_url(&app, &client, &h);
    Ok(Json(a::Created {
        seats: c
            .tokens
            .into_iter()
            .map(|(seat, token)| seat_link(&base, &c.id, seat, token))
            .collect(),
        spectator_url: format!("{base}/g/{}?spectate={}", c.id, c.spectator_key),
        spectator_key: c.spectator_key,
        game: c.id,
    }))
}

async fn lobby(State(app): State<App>, _: Open) -> JsonText {
    JsonText(app.shared.lobby())
}

async fn summary(
    State(app): State<App>,
    Path(id): Path<String>,
    Language(lang): Language,
) -> Answer<a::Summary> {
    let mut summary = app
        .shared
        .call(&id, |reply| Cmd::Summary { lang, reply })
        .await?;
    // A finished game of today's daily challenge: its setup (the day's
    // seed) stays secret until the day is over.
    if summary.setup.is_some() && crate::daily::guard(&app.shared, &id).await.is_err() {
        summary.setup = None;
    }
    crate::ratings::holders(&app.shared, &mut summary).await;
    Ok(Json(summary))
}

async fn record(State(app): State<App>, Path(id): Path<String>) -> Answer<a::Record> {
    crate::daily::guard(&app.shared, &id).await?;
    app.shared
        .call(&id, |reply| Cmd::Record { reply })
        .await
        .map(Json)
}

/// `GET /api/games/ID/replay?at=N`: a finished game at step N (the
/// spectators' view, the log so far); refused while the game runs. Each
/// answer is computed once ([`ReplayCache`]); computing counts against
/// the address's `replays_per_minute`.
async fn replay(
    State(app): State<App>,
    Peer(client): Peer,
    Path(id): Path<String>,
    At(at): At,
    Language(lang): Language,
) -> Result<JsonText, ApiError> {
    crate::daily::guard(&app.shared, &id).await?;
    let (setup, names, moves) = app.shared.call(&id, |reply| Cmd::Moves { reply }).await?;
    // Past the end is the end: one answer for both.
    let key = (id, at.min(moves.len()), lang);
    let cached = app
        .replayed
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key);
    if let Some(text) = cached {
        return Ok(JsonText(text));
    }
    if !app.replays.admits(&client) {
        return Err(ApiError::new(
            Code::RateLimited,
            format!("at most {} replays a minute", app.replays.n()),
        ));
    }
    let step = key.1;
    let replay = tokio::task::spawn_blocking(move || {
        crate::history::replay(setup, &names, &moves, step, lang)
            .map_err(|e| ApiError::new(Code::Storage, format!("the replay failed: {e}")))
    })
    .await
    .unwrap_or_else(|_| Err(ApiError::new(Code::Storage, "the replay failed")))?;
    let text: Arc<str> = Arc::from(crate::protocol::to_text(&replay));
    app.replayed
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .put(key, text.clone());
    Ok(JsonText(text))
}

/// `GET /api/rules?lang=L`: every rules text, titled (the terminal's
/// help), in the language asked for.
async fn rules(Language(lang): Language) -> Json<a::Rules> {
    Json(a::Rules {
        sections: marrakesh_describe::help::reference(lang)
            .into_iter()
            .map(|(title, text)| a::RuleSection {
                title: title.to_string(),
                text: text.to_string(),
            })
            .collect(),
    })
}

/// `GET /api/texts?lang=L`: the page's own texts, Fluent source (the
/// `web` and `components` resources of the describe crate) for the page's
/// `@fluent/bundle`; the language chosen as for every text.
async fn texts(Language(lang): Language) -> Result<Response, ApiError> {
    use marrakesh_describe::lang::{AREAS, RESOURCES};
    let Some((_, sources)) = RESOURCES.iter().find(|(l, _)| *l == lang) else {
        return Err(ApiError::new(Code::NotFound, "no such language"));
    };
    let mut body = String::new();
    for (area, src) in AREAS.iter().zip(sources) {
        if matches!(*area, "web" | "components") {
            body.push_str(src);
            body.push('\n');
        }
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CONTENT_LANGUAGE, lang.code()),
        ],
        body,
    )
        .into_response())
}

/// `GET /api/words?lang=L`: what the catalog's pieces do, in the words of
/// the describe crate (the terminal's words), for the page's tooltips:
/// each scroll's effect, each oasis's and desert town's scoring by edition,
/// each luxury good, river tile, new provision tile and special building;
/// made once per language.
async fn words(Language(lang): Language) -> Response {
    static TEXT: [std::sync::OnceLock<Arc<str>>; 3] = [
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
    ];
    let text = TEXT[lang as usize]
        .get_or_init(|| Arc::from(crate::protocol::to_text(&catalog_words(lang))));
    (
        [(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(lang.code()),
        )],
        JsonText(text.clone()),
    )
        .into_response()
}

/// The words of [`words`].
pub fn catalog_words(lang: Lang) -> a::Words {
    use marrakesh_describe as d;
    use marrakesh_engine::Edition;
    let cat = marrakesh_engine::Catalog::embedded();
    let cat = &*cat;
    let by_edition =
        |text: &dyn Fn(Edition) -> std::collections::BTreeMap<String, String>| a::ByEdition {
            classic: text(Edition::Classic),
            essential: text(Edition::Essential),
        };
    a::Words {
        scrolls: cat
            .scrolls
            .iter()
            .map(|s| (s.id.to_string(), d::scroll_effect(lang, cat, s.id)))
            .collect(),
        oases: by_edition(&|e| {
            cat.oases
                .iter()
                .map(|o| {
                    let text = d::oasis_effect(lang, cat, o.id, e == Edition::Classic);
                    (o.id.to_string(), text)
                })
                .collect()
        }),
        luxury: cat
            .luxury_goods
            .iter()
            .map(|l| (l.id.to_string(), d::luxury(lang, cat, l.id)))
            .collect(),
        river_tiles: cat
            .river_tiles
            .iter()
            .map(|t| (t.face.to_string(), d::river_tile(lang, cat, t.face)))
            .collect(),
        towns: by_edition(&|e| {
            cat.desert_towns
                .iter()
                .map(|t| (t.id.to_string(), d::desert_town_effect(lang, cat, t.id, e)))
                .collect()
        }),
        provisions: cat
            .provision_tiles
            .iter()
            .filter_map(|t| {
                t.effect
                    .map(|e| (t.id.to_string(), d::provision_effect(lang, e)))
            })
            .collect(),
        buildings: cat
            .special_buildings
            .iter()
            .flat_map(|sb| sb.buildings.iter())
            .map(|b| (b.id.to_string(), d::building_ability(lang, &b.ability)))
            .collect(),
    }
}

async fn view(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
) -> Answer<a::SeatView> {
    app.shared
        .call(&id, |reply| Cmd::View {
            cred: cred.clone(),
            reply,
        })
        .await
        .map(Json)
}

async fn legal(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Language(lang): Language,
) -> Answer<a::Legal> {
    app.shared
        .call(&id, |reply| Cmd::Legal {
            cred: cred.clone(),
            lang,
            reply,
        })
        .await
        .map(Json)
}

async fn act(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Seq(seq): Seq,
    ActionBody(action): ActionBody,
) -> Answer<a::Seq> {
    let started = Instant::now();
    let r = app
        .shared
        .call(&id, |reply| Cmd::Act {
            cred: cred.clone(),
            action,
            seq,
            id: None,
            reply,
        })
        .await;
    crate::metrics::METRICS
        .round_trip
        .observe(started.elapsed());
    r.map(|seq| Json(a::Seq { seq }))
}

async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Seq(seq): Seq,
) -> Answer<a::Seq> {
    app.shared
        .call(&id, |reply| Cmd::Undo {
            cred: cred.clone(),
            seq,
            reply,
        })
        .await
        .map(|seq| Json(a::Seq { seq }))
}

/// `GET /api/games/ID/hint?token=T`: the strong bot's top three actions for
/// the seat, searched on a world drawn behind its view (never the real
/// game), bounded in time.
async fn hint(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Language(lang): Language,
) -> Answer<a::Hints> {
    let (seat, seq, world) = app
        .shared
        .call(&id, |reply| Cmd::HintWorld {
            cred: cred.clone(),
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
    let job = tokio::task::spawn_blocking(move || crate::text::hints(lang, &world, seat, &flag));
    let cancel = app.shared.cancel.clone();
    let hints = tokio::select! {
        r = job => r.map_err(|_| ApiError::new(Code::Busy, "the hint failed; try again"))?,
        _ = cancel.cancelled() => {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            return Err(ApiError::new(Code::Busy, "the server is stopping"));
        }
    };
    Ok(Json(a::Hints { seq, seat, hints }))
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
pub fn page_catalog() -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.retain(|k, _| k != "source" && !k.ends_with("_source"));
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(&*marrakesh_engine::Catalog::embedded())
        .unwrap_or(serde_json::Value::Null);
    strip(&mut v);
    v
}

/// `GET /api/catalog`: [`page_catalog`], serialized once.
async fn catalog() -> Response {
    static TEXT: std::sync::OnceLock<Arc<str>> = std::sync::OnceLock::new();
    let text = TEXT.get_or_init(|| Arc::from(crate::protocol::to_text(&page_catalog())));
    (
        [(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=3600"),
        )],
        JsonText(text.clone()),
    )
        .into_response()
}

/// `GET /api/options`: what a new game can be set up with, from the
/// engine's lists: the modules of each box by name (as `modules` of a new
/// game takes them) and the Paschabot's difficulty adjustments (as
/// `solo.difficulty` takes them). The lobby draws its choices from it.
pub fn options_json() -> a::Options {
    use marrakesh_engine::{Difficulty, Modules};
    let in_base_box = Modules::BASE_BOX.in_play();
    let of_box = |base: bool| -> Vec<&'static str> {
        Modules::NAMES
            .into_iter()
            .zip(in_base_box)
            .filter_map(|(n, b)| (b == base).then_some(n))
            .collect()
    };
    a::Options {
        modules: a::ModuleNames {
            base: of_box(true),
            expansion: of_box(false),
        },
        difficulty: a::Difficulties {
            easier: Difficulty::EASIER.to_vec(),
            harder: Difficulty::HARDER.to_vec(),
        },
    }
}

async fn options() -> Response {
    (
        [(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=3600"),
        )],
        Json(options_json()),
    )
        .into_response()
}

/// A body `{"name": "…"}` (join, rename): the name, if given.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
struct NameBody {
    name: Option<String>,
}

async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(NameBody { name }): Body<NameBody>,
) -> Answer<a::SeatLink> {
    let (seat, token) = app
        .shared
        .call(&id, |reply| Cmd::Join {
            name: name.clone(),
            reply,
        })
        .await?;
    let base = base_url(&app, &client, &h);
    Ok(Json(seat_link(&base, &id, seat, token)))
}

/// `POST /api/games/ID/name` with the seat's token, body `{"name":"Ana"}`:
/// the seat's display name.
async fn rename(
    State(app): State<App>,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Body(NameBody { name }): Body<NameBody>,
) -> Answer<a::Renamed> {
    let name =
        name.ok_or_else(|| ApiError::new(Code::BadJson, "the body must be {\"name\": \"…\"}"))?;
    app.shared
        .call(&id, |reply| Cmd::Rename {
            cred: cred.clone(),
            name: name.clone(),
            reply,
        })
        .await
        .map(Json)
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ControlBody {
    controller: String,
}

async fn control(
    State(app): State<App>,
    Path((id, seat)): Path<(String, String)>,
    Credential(cred): Credential,
    Body(body): Body<Option<ControlBody>>,
) -> Answer<a::Controlled> {
    let seat: PlayerId = seat
        .parse()
        .map_err(|_| ApiError::new(Code::NotFound, format!("there is no seat {seat}")))?;
    let b = body
        .ok_or_else(|| ApiError::new(Code::BadJson, "the body must be {\"controller\": \"…\"}"))?;
    app.shared
        .call(&id, |reply| Cmd::Control {
            cred: cred.clone(),
            seat,
            controller: b.controller.clone(),
            reply,
        })
        .await
        .map(Json)
}

#[allow(clippy::too_many_arguments)]
async fn socket(
    State(app): State<App>,
    Peer(client): Peer,
    Path(id): Path<String>,
    Credential(cred): Credential,
    Language(lang): Language,
    Since(since): Since,
    h: HeaderMap,
    conn: Option<axum::Extension<Arc<crate::conn::ConnSlot>>>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let aud: Audience = app
        .shared
        .call(&id, |reply| Cmd::Auth {
            cred: cred.clone(),
            reply,
        })
        .await?;
    let upgrade = match upgrade {
        Ok(u) => u,
        Err(e) => return Ok(e.into_response()),
    };
    let address = crate::conn::key(client.ip);
    // A socket opened with a session closes when the session ends.
    let seat_token = match (&aud, &cred) {
        (Audience::Seat(_), Cred::Token(t)) => Some(t.as_str()),
        _ => None,
    };
    let held = crate::accounts::socket_guard(&app.shared, &h, &id, seat_token).await;
    let shared = app.shared.clone();
    let slot = ws::SocketSlot::take(&shared, aud)?;
    Ok(upgrade
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
                    let run = ws::run(s, shared, id, cred, since, lang, slot, address);
                    crate::accounts::guarded(held, run).await;
                    drop(conn);
                },
                || {},
            );
            std::future::ready(())
        }))
}

/// The browser client (see [`crate::web`]): `/`, `/g/…` and `/rules` are
/// the page, other paths its files.
async fn files(uri: axum::http::Uri, h: HeaderMap) -> Result<Response, ApiError> {
    crate::web::serve(uri.path(), &h)
        .ok_or_else(|| ApiError::new(Code::NotFound, format!("no file {}", uri.path())))
}
