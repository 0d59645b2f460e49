//! The live games: a map from id to [`GameHandle`]; a game is replayed
//! from storage on first touch (and at startup if a bot must move), and its
//! actor stops after a while without sockets (rustpad's cleaner). Creating
//! a game checks its options and stores it before it exists.

use crate::actor::{self, Cmd, GameHandle, Games};
use crate::live::Live;
use crate::protocol::{ApiError, Code};
use crate::seats::{self, Controller};
use crate::store::{GameOptions, NewGame, SeatKind, StoreHandle, StoredSeat};
use crate::Config;
use crate::{names, secrets};
use marrakesh_engine::{BuildingSide, ExchangeOffices, StaircaseTiles};
use marrakesh_engine::{Edition, Modules, PlayerId, SecureSeed, Setup, Solo, TowerSetting};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// What every part of the server shares.
pub struct Shared {
    pub config: Arc<Config>,
    pub store: StoreHandle,
    pub cancel: CancellationToken,
    pub tracker: TaskTracker,
    /// Open WebSockets (all games).
    pub sockets: std::sync::atomic::AtomicUsize,
    /// Open connections per address.
    pub conns: Arc<crate::conn::Conns>,
    /// Open spectators' WebSockets (all games).
    pub spectators: std::sync::atomic::AtomicUsize,
    games: Mutex<HashMap<String, GameHandle>>,
    /// Games being loaded: one lock per game, so a cold load waits only
    /// for another load of the same game.
    loading: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// The lobby, kept up to date by the games (never asked of the store
    /// per request).
    lobby: Mutex<Lobby>,
    /// Several processes serve one PostgreSQL database (cluster.rs).
    cluster: bool,
    /// Chat messages per credential and address.
    pub chat_limits: crate::chat::ChatLimits,
    /// The WebSockets opened with an account's session, closed when it
    /// ends.
    pub sessions: Arc<crate::accounts::session::Live>,
}

/// The public running games with a free seat, and their JSON once built.
#[derive(Default)]
struct Lobby {
    games: HashMap<String, crate::store::OpenGame>,
    text: Option<Arc<str>>,
}

/// Games listed in the lobby at most (the newest).
pub const LOBBY_LIST: usize = 100;
/// The shortest and longest time per decision (`turn_limit_s`).
pub const MIN_TURN_LIMIT_S: u32 = 2;
pub const MAX_TURN_LIMIT_S: u32 = 7 * 24 * 3600;

/// `POST /api/games`: every option of `marrakesh new`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CreateGame {
    /// 2 to 4 (default: the number of seats, else 2; solo: 2).
    pub players: Option<u8>,
    pub edition: Edition,
    /// `b1` (default), `b2` or `none`.
    pub tower: Option<String>,
    /// `human`, a bot's name, `paschabot` (solo seat 1); default: a human
    /// and greedy bots.
    pub seats: Option<Vec<String>>,
    /// Module names (`staircase-tiles`, `imam-sultan`, `exchange-offices`,
    /// `spectators`, `desert-towns`) or `all`.
    pub modules: Vec<String>,
    pub offices_new_only: bool,
    /// The special buildings' back side (start only, no abilities); a solo
    /// game always plays it (003 Paschabot: "Benutze nur die Rückseite").
    pub buildings_back: bool,
    pub staircase_tiles: Option<[(u8, u8); 12]>,
    /// The engine's solo options: `{"opponent":"paschabot"|"lazy",
    /// "difficulty":{...}}`.
    pub solo: Option<Solo>,
    /// A fixed seed (the game is then not secret to whoever knows it);
    /// default: 256 bits from the operating system.
    pub seed: Option<u64>,
    pub river_tiles: Option<[u8; 3]>,
    pub start_player: Option<PlayerId>,
    /// Listed in the lobby.
    pub public: bool,
    /// The creator's display name (their seat: the first human seat).
    pub name: Option<String>,
    /// Seconds a person has for each decision; past it a bot makes that
    /// one decision (none: no limit). The lobby offers 1, 3 and 10
    /// minutes and 1 day.
    pub turn_limit_s: Option<u32>,
}

/// What `POST /api/games` answers (tokens are shown this once).
pub struct Created {
    pub id: String,
    pub tokens: Vec<(PlayerId, String)>,
    pub spectator_key: String,
}

/// The modules asked for by name (the engine's [`Modules::NAMES`]), or
/// `all`: the modules the browser client draws (the base box's five and the
/// expansion box's six; the special buildings on their front side, the back
/// side in a solo game).
fn parse_modules(names: &[String]) -> Result<Modules, String> {
    names
        .join(",")
        .parse()
        .map_err(|e: marrakesh_engine::ModulesError| e.to_string())
}

impl CreateGame {
    /// The setup and seats asked for, or why not.
    pub fn setup(&self, seed: u64) -> Result<(Setup, Vec<Controller>), String> {
        let seats_given = self
            .seats
            .as_ref()
            .map(|s| {
                s.iter()
                    .map(|x| Controller::parse(x))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()?;
        let players = match (self.solo, self.players, &seats_given) {
            (Some(_), Some(p), _) if p != 2 => {
                return Err("a solo game has 2 seats: you and the Paschabot".into())
            }
            (Some(_), _, _) => 2,
            (None, Some(p), _) => p,
            (None, None, Some(s)) => {
                // Counted in full: 1,000 seats are not "232 players".
                let n = s.len();
                if !(2..=4).contains(&n) {
                    return Err(format!("{n} players: a game has 2 to 4"));
                }
                n as u8
            }
            (None, None, None) => 2,
        };
        if !(2..=4).contains(&players) {
            return Err(format!("{players} players: a game has 2 to 4"));
        }
        let mut modules = parse_modules(&self.modules)?;
        if self.offices_new_only {
            modules.exchange_offices = Some(ExchangeOffices::NewOnly);
        }
        if self.buildings_back {
            if modules.special_buildings.is_none() {
                return Err("buildings_back is the special buildings' side, but they are not in the modules".into());
            }
            modules.special_buildings = Some(BuildingSide::Back);
        }
        // 003 Paschabot: "Benutze nur die Rückseite der Gebäude".
        if self.solo.is_some() && modules.special_buildings.is_some() {
            modules.special_buildings = Some(BuildingSide::Back);
        }
        if let Some(tiles) = self.staircase_tiles {
            modules.staircase_tiles = Some(StaircaseTiles::Chosen { tiles });
        }
        let tower = match self.tower.as_deref().unwrap_or("b1") {
            "b1" => TowerSetting::B1,
            "b2" => TowerSetting::B2,
            "none" => TowerSetting::NoTower,
            t => return Err(format!("unknown tower '{t}' (use b1, b2 or none)")),
        };
        let setup = Setup {
            players,
            edition: self.edition,
            seed,
            secure_seed: None,
            tower,
            river_tiles: self.river_tiles,
            start_player: if self.solo.is_some() {
                None
            } else {
                self.start_player
            },
            solo: self.solo,
            modules,
        };
        if self.solo.is_some() && self.start_player.is_some() {
            return Err("in a solo game the rules fix the start player".into());
        }
        let seats = seats_given.unwrap_or_else(|| seats::default_for(&setup));
        seats::check(&setup, &seats)?;
        Ok((setup, seats))
    }
}

impl Shared {
    pub fn new(config: Arc<Config>, store: StoreHandle, cancel: CancellationToken) -> Shared {
        Shared {
            store,
            cancel,
            tracker: TaskTracker::new(),
            sockets: std::sync::atomic::AtomicUsize::new(0),
            spectators: std::sync::atomic::AtomicUsize::new(0),
            conns: Arc::default(),
            games: Mutex::new(HashMap::new()),
            loading: Mutex::new(HashMap::new()),
            lobby: Mutex::new(Lobby::default()),
            cluster: false,
            chat_limits: crate::chat::ChatLimits::new(config.chat_per_10s),
            sessions: Arc::default(),
            config,
        }
    }

    /// Several processes serve the database together (cluster.rs).
    pub fn in_cluster(mut self) -> Shared {
        self.cluster = true;
        self
    }

    pub fn cluster(&self) -> bool {
        self.cluster
    }

    /// The handles of the live games.
    pub fn live_handles(&self) -> Vec<(String, GameHandle)> {
        self.map()
            .iter()
            .filter(|(_, h)| !h.tx.is_closed())
            .map(|(id, h)| (id.clone(), h.clone()))
            .collect()
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, GameHandle>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The handle of a game whose actor runs, without loading it.
    pub fn handle_if_live(&self, id: &str) -> Option<GameHandle> {
        self.map().get(id).filter(|h| !h.tx.is_closed()).cloned()
    }

    /// Live games this process owns (all of them, alone).
    pub fn owned_games(&self) -> usize {
        self.map()
            .values()
            .filter(|h| !h.tx.is_closed() && h.owner())
            .count()
    }

    pub fn live_games(&self) -> usize {
        self.map().values().filter(|h| !h.tx.is_closed()).count()
    }

    /// The gauges of `/metrics`.
    pub fn gauges(&self) -> crate::metrics::Gauges {
        use std::sync::atomic::Ordering::Relaxed;
        crate::metrics::Gauges {
            live_games: self.live_games(),
            owned_games: self.owned_games(),
            websockets: self.sockets.load(Relaxed),
            spectator_websockets: self.spectators.load(Relaxed),
            connections: self.conns.total(),
        }
    }

    /// Bytes of step messages kept in the live games' rings.
    pub fn buffered_bytes(&self) -> usize {
        self.map().values().map(|h| h.audiences.bytes()).sum()
    }

    /// The handle of game `id`, replaying it from storage if needed.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<GameHandle, ApiError> {
        if let Some(h) = self.map().get(id).filter(|h| !h.tx.is_closed()) {
            return Ok(h.clone());
        }
        let no_game = || ApiError::new(Code::NoGame, format!("no game {id}"));
        if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(no_game());
        }
        let lock = self
            .loading
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(id.to_string())
            .or_default()
            .clone();
        let loaded = {
            let _guard = lock.lock().await;
            self.load(id).await
        };
        let mut loading = self.loading.lock().unwrap_or_else(|e| e.into_inner());
        // Nobody else waits on this game's lock (they would hold a clone).
        if Arc::strong_count(&lock) <= 2 {
            loading.remove(id);
        }
        loaded.and_then(|h| h.ok_or_else(no_game))
    }

    /// Loads game `id` (its lock is held): the live handle, `None` if
    /// there is no such game.
    async fn load(self: &Arc<Self>, id: &str) -> Result<Option<GameHandle>, ApiError> {
        if let Some(h) = self.map().get(id).filter(|h| !h.tx.is_closed()) {
            return Ok(Some(h.clone()));
        }
        self.make_room()?;
        // Several processes: the game's lock before its state, so the
        // state read is after the last owner's last commit.
        let owner = !self.cluster || self.store.own(id).await.map_err(|e| e.api())?;
        let disown = || {
            if self.cluster && owner {
                self.store.disown(id);
            }
        };
        let stored = match self.store.load(id).await {
            Ok(Some(s)) => s,
            Ok(None) => {
                disown();
                return Ok(None);
            }
            Err(e) => {
                disown();
                return Err(e.api());
            }
        };
        let live = Live::restore(&stored).map_err(|e| {
            disown();
            ApiError::new(Code::Storage, format!("the game cannot be replayed: {e}"))
        })?;
        let env = Arc::new(actor::Env {
            config: self.config.clone(),
            store: self.store.clone(),
            cancel: self.cancel.clone(),
            tracker: self.tracker.clone(),
            cluster: self.cluster,
            clock: self.config.clock.clone(),
            games: self.clone(),
        });
        let h = actor::spawn(live, &stored, env, owner);
        self.map().insert(id.to_string(), h.clone());
        Ok(Some(h))
    }

    /// Below `max_live_games`: stops the games idle longest (no socket, no
    /// bot thinking) to make room for one more, or `busy`.
    pub(crate) fn make_room(&self) -> Result<(), ApiError> {
        let cap = self.config.max_live_games.max(1);
        let mut m = self.map();
        m.retain(|_, h| !h.tx.is_closed());
        if m.len() < cap {
            return Ok(());
        }
        let mut idle: Vec<(u64, String)> = m
            .iter()
            .filter(|(_, h)| h.idle())
            .map(|(id, h)| (h.touched(), id.clone()))
            .collect();
        idle.sort_unstable();
        let excess = m.len() + 1 - cap;
        if idle.len() < excess {
            drop(m);
            crate::log::throttled(
                "max_live_games",
                format!("a game was not loaded: {cap} games in play (max_live_games)"),
            );
            return Err(ApiError::new(
                Code::Busy,
                format!("the server has {cap} games in play; try again later"),
            ));
        }
        for (_, id) in idle.into_iter().take(excess) {
            if let Some(h) = m.remove(&id) {
                h.evict();
            }
        }
        Ok(())
    }

    /// Sends a command to game `id` (without waiting when its mailbox is
    /// full: `busy`) and awaits the answer. A stopped actor is replayed
    /// once.
    pub async fn call<T>(
        self: &Arc<Self>,
        id: &str,
        make: impl Fn(oneshot::Sender<Result<T, ApiError>>) -> Cmd,
    ) -> Result<T, ApiError> {
        for _ in 0..2 {
            let h = self.get(id).await?;
            h.touch();
            let (tx, rx) = oneshot::channel();
            match h.tx.try_send(make(tx)) {
                Ok(()) => {}
                Err(mpsc::error::TrySendError::Full(_)) => {
                    return Err(ApiError::new(Code::Busy, "the game is busy; try again"))
                }
                Err(mpsc::error::TrySendError::Closed(_)) => {
                    self.forget(id);
                    continue;
                }
            }
            match rx.await {
                Ok(r) => return r,
                // The actor stopped before answering (storage failure,
                // shutdown): nothing was acknowledged.
                Err(_) => {
                    self.forget(id);
                    if self.cancel.is_cancelled() {
                        break;
                    }
                    continue;
                }
            }
        }
        Err(ApiError::new(
            Code::Busy,
            "the game is restarting; try again",
        ))
    }

    /// Creates and stores a game; it exists once stored.
    pub async fn create(self: &Arc<Self>, req: &CreateGame) -> Result<Created, ApiError> {
        let oops = |e: String| ApiError::new(Code::Storage, e);
        // A ChaCha20 key of 256 bits from the OS, unless a seed was asked for.
        let secure = match req.seed {
            Some(_) => None,
            None => Some(SecureSeed(secrets::seed_bytes().map_err(oops)?)),
        };
        self.create_seeded(req, secure).await
    }

    /// A game dealt from a secure seed the server chose (the daily
    /// challenge's seed of the day), secret like any other.
    pub async fn create_with_seed(
        self: &Arc<Self>,
        req: &CreateGame,
        seed: SecureSeed,
    ) -> Result<Created, ApiError> {
        self.create_seeded(
            &CreateGame {
                seed: None,
                ..req.clone()
            },
            Some(seed),
        )
        .await
    }

    async fn create_seeded(
        self: &Arc<Self>,
        req: &CreateGame,
        secure: Option<SecureSeed>,
    ) -> Result<Created, ApiError> {
        let (g, created) = self.prepare_seeded(req, secure)?;
        // Room for it in memory first (else `busy`, and nothing stored).
        self.make_room()?;
        self.store.create(g).await.map_err(|e| e.api())?;
        // Bots may move first.
        self.get(&created.id).await?;
        Ok(created)
    }

    /// A new game as `req` asks, ready to store (its id, seat tokens,
    /// spectator key and secure seed drawn; nothing stored yet).
    pub(crate) fn prepare(&self, req: &CreateGame) -> Result<(NewGame, Created), ApiError> {
        let oops = |e: String| ApiError::new(Code::Storage, e);
        let secure = match req.seed {
            Some(_) => None,
            None => Some(SecureSeed(secrets::seed_bytes().map_err(oops)?)),
        };
        self.prepare_seeded(req, secure)
    }

    fn prepare_seeded(
        &self,
        req: &CreateGame,
        secure: Option<SecureSeed>,
    ) -> Result<(NewGame, Created), ApiError> {
        let bad = |e: String| ApiError::new(Code::BadSetup, e);
        let oops = |e: String| ApiError::new(Code::Storage, e);
        let host_name = req.name.as_deref().map(names::check).transpose()?;
        if let Some(t) = req.turn_limit_s {
            if !(MIN_TURN_LIMIT_S..=MAX_TURN_LIMIT_S).contains(&t) {
                return Err(bad(format!(
                    "turn_limit_s must be {MIN_TURN_LIMIT_S} to {MAX_TURN_LIMIT_S} seconds"
                )));
            }
        }
        let (mut setup, controllers) = req.setup(req.seed.unwrap_or(0)).map_err(bad)?;
        setup.secure_seed = secure;
        Live::new(String::new(), setup, seats_for(&controllers, &[], None))
            .map_err(|e| bad(format!("bad setup: {e}")))?;
        let id = secrets::game_id().map_err(oops)?;
        let mut tokens = Vec::new();
        for (i, c) in controllers.iter().enumerate() {
            if *c == Controller::Human {
                tokens.push((i as PlayerId, secrets::token().map_err(oops)?));
            }
        }
        let spectator_key = secrets::spectator_key().map_err(oops)?;
        let seed_sha256 = secrets::seed_sha256(&setup);
        let options = GameOptions {
            players: setup.players,
            edition: setup.edition,
            tower: setup.tower,
            seats: controllers.clone(),
            modules: setup.modules,
            solo: setup.solo,
            river_tiles: setup.river_tiles,
            start_player: setup.start_player,
            seeded: req.seed.is_some(),
            turn_limit_s: req.turn_limit_s,
        };
        let g = NewGame {
            id: id.clone(),
            setup: serde_json::to_string(&setup).map_err(|e| oops(e.to_string()))?,
            seed_sha256,
            options,
            public: req.public,
            spectator_sha256: secrets::sha256_hex(spectator_key.as_bytes()),
            seats: seats_for(&controllers, &tokens, host_name),
            created_at: self.config.clock.unix_ms(),
        };
        Ok((
            g,
            Created {
                id,
                tokens,
                spectator_key,
            },
        ))
    }

    /// At startup: every running game in which a bot must move.
    pub async fn wake_running(self: &Arc<Self>) -> Result<usize, String> {
        let ids = self.store.running().await.map_err(|e| e.to_string())?;
        let mut n = 0;
        for id in ids {
            match self.get(&id).await {
                Ok(_) => n += 1,
                Err(e) => eprintln!("marrakesh serve: game {id} not resumed: {e}"),
            }
        }
        Ok(n)
    }

    /// `GET /api/games?open=true`: from memory, rebuilt only after a
    /// change.
    pub fn lobby(&self) -> Arc<str> {
        let mut l = self.lobby.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = &l.text {
            return t.clone();
        }
        let mut games: Vec<crate::store::OpenGame> = l.games.values().cloned().collect();
        games.sort_by(|a, b| (b.created_at, &b.game).cmp(&(a.created_at, &a.game)));
        games.truncate(LOBBY_LIST);
        let text: Arc<str> = Arc::from(crate::protocol::to_text(&crate::answers::Lobby { games }));
        l.text = Some(text.clone());
        text
    }

    /// Reads the lobby from the store (at startup and after archiving).
    pub async fn lobby_reload(&self) -> Result<(), String> {
        let open = self
            .store
            .open_games(usize::MAX >> 1)
            .await
            .map_err(|e| e.to_string())?;
        let mut l = self.lobby.lock().unwrap_or_else(|e| e.into_inner());
        let live: Vec<(String, crate::store::OpenGame)> = l
            .games
            .drain()
            .filter(|(id, _)| self.handle_if_live(id).is_some())
            .collect();
        l.games = open.into_iter().map(|g| (g.game.clone(), g)).collect();
        // Live games know better (a seat held by a connected player).
        l.games.extend(live);
        l.text = None;
        Ok(())
    }
}

impl actor::Games for Shared {
    fn lobby_update(&self, id: &str, open: Option<crate::store::OpenGame>) {
        let mut l = self.lobby.lock().unwrap_or_else(|e| e.into_inner());
        let changed = match open {
            Some(g) if g.free_seats.is_empty() => l.games.remove(id).is_some(),
            Some(g) => {
                let same = l
                    .games
                    .get(id)
                    .is_some_and(|o| o.free_seats == g.free_seats);
                if !same {
                    l.games.insert(id.to_string(), g);
                }
                !same
            }
            None => l.games.remove(id).is_some(),
        };
        if changed {
            l.text = None;
        }
    }

    fn forget(&self, id: &str) {
        let mut m = self.map();
        if m.get(id).is_some_and(|h| h.tx.is_closed()) {
            m.remove(id);
        }
    }
}

/// Stored seats: human seats with their token's hash; the host's (the
/// first human seat, whose token the creator keeps) is claimed.
fn seats_for(
    controllers: &[Controller],
    tokens: &[(PlayerId, String)],
    host_name: Option<String>,
) -> Vec<StoredSeat> {
    let host = controllers.iter().position(|c| *c == Controller::Human);
    controllers
        .iter()
        .enumerate()
        .map(|(i, c)| StoredSeat {
            seat: i as u8,
            kind: SeatKind::of(*c),
            token_sha256: tokens
                .iter()
                .find(|(p, _)| *p as usize == i)
                .map(|(_, t)| secrets::sha256_hex(t.as_bytes())),
            controller: *c,
            claimed: Some(i) == host || *c != Controller::Human,
            away_since: None,
            name: if Some(i) == host {
                host_name.clone()
            } else {
                None
            },
        })
        .collect()
}
