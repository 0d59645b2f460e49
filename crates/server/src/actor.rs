//! One task per live game (Alice Ryhl's actor recipe): the task owns the
//! game; a cloneable [`GameHandle`] sends it commands, each answered on a
//! oneshot. An action runs in order: check the seat and staleness, apply to
//! a copy, append to the store and await the commit, make the copy the
//! game, serialize once per audience, answer (the socket acks after it sent
//! the step), start any bot. Any failure leaves the game untouched.
//!
//! Several processes serving one PostgreSQL database ([`crate::cluster`]):
//! the actor of the process that owns the game does everything above; an
//! actor elsewhere follows it: it catches up from storage when told of a
//! commit and sends its sockets the same frames, and commits its clients'
//! actions itself (the `(game, seq)` key refusing a second writer, then it
//! catches up and tries once more). Bots, time limits and zombie
//! countdowns run only on the owner.

use crate::audience::Audiences;
use crate::live::{Audience, Change, Entry, Live};
use crate::protocol::{ApiError, Code};
use crate::registry::Shared;
use crate::seats::Controller;
use crate::secrets;
use crate::store::{Append, LogRow, Status, StoredSeat};
use marrakesh_bots::ismcts::search_until;
use marrakesh_bots::{Bot, BotKind, RandomBot};
use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Game, PlayerId};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

/// Commands waiting per game at most; more is `busy`.
pub const MAILBOX: usize = 64;

/// A client's credential: a seat's token or the spectator key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cred {
    Token(String),
    Spectate(String),
    None,
}

type Reply<T> = oneshot::Sender<Result<T, ApiError>>;

pub enum Cmd {
    /// Who the credential is.
    Auth {
        cred: Cred,
        reply: Reply<Audience>,
    },
    Act {
        cred: Cred,
        action: Action,
        /// The client's last seq (HTTP may leave it out).
        seq: Option<u64>,
        id: Option<u64>,
        reply: Reply<u64>,
    },
    Undo {
        cred: Cred,
        seq: Option<u64>,
        reply: Reply<u64>,
    },
    Full {
        aud: Audience,
        lang: Lang,
        reply: Reply<(u64, Arc<str>)>,
    },
    View {
        cred: Cred,
        reply: Reply<Value>,
    },
    Legal {
        cred: Cred,
        lang: Lang,
        reply: Reply<Value>,
    },
    /// A world behind the seat's view for a hint: the seat, the seq and
    /// the world (never the real game).
    HintWorld {
        cred: Cred,
        reply: Reply<(PlayerId, u64, Game)>,
    },
    Summary {
        reply: Reply<Value>,
    },
    /// A finished game's record with its seed (refused while it runs).
    Record {
        reply: Reply<Value>,
    },
    /// A finished game's moves for its replay (refused while it runs).
    Moves {
        reply: Reply<(
            marrakesh_engine::Setup,
            crate::history::Names,
            Vec<crate::history::Move>,
        )>,
    },
    BotMove {
        seat: PlayerId,
        at_seq: u64,
        action: Option<Action>,
    },
    /// Hand a seat to a bot (a zombie) or back to its human.
    Control {
        cred: Cred,
        seat: PlayerId,
        controller: String,
        reply: Reply<Value>,
    },
    /// Take a free human seat of a public game: a new token (and the
    /// joiner's display name).
    Join {
        name: Option<String>,
        reply: Reply<(PlayerId, String)>,
    },
    /// A seat's time for the decision pending since `at_seq` ran out.
    TimeUp {
        seat: PlayerId,
        at_seq: u64,
    },
    /// A seat's holder gives its display name.
    Rename {
        cred: Cred,
        name: String,
        reply: Reply<Value>,
    },
    /// A chat message from a socket of `aud` (`name`: a spectator's own).
    Chat {
        aud: Audience,
        channel: crate::store::ChatChannel,
        name: Option<String>,
        text: String,
        reply: Reply<u64>,
    },
    /// A socket connected with `cred` (checked again: the seat's token may
    /// have changed since the upgrade): the game's channels and, for a
    /// seat, the token cancelled when the seat's token changes next.
    Connect {
        cred: Cred,
        lang: Lang,
        reply: Reply<Connected>,
    },
    /// A socket of `aud` in `lang` left.
    Left {
        aud: Audience,
        lang: Lang,
    },
    /// Stop (to make room for another game): its sockets reconnect, it is
    /// replayed on the next touch.
    Evict,
}

/// What a socket gets when it is let in.
pub struct Connected {
    pub aud: Audience,
    pub audiences: Arc<Audiences>,
    /// A seat's socket: cancelled when the seat's token changes.
    pub holder: Option<tokio_util::sync::CancellationToken>,
}

/// A seat asked for over HTTP (`view`, `legal`, `hint`) this recently counts
/// as connected: nobody can `join` it.
pub const SEEN_RECENTLY: Duration = Duration::from_secs(60);

#[derive(Clone)]
pub struct GameHandle {
    pub tx: mpsc::Sender<Cmd>,
    pub audiences: Arc<Audiences>,
    pub players: u8,
    state: Arc<HandleState>,
}

/// What the registry reads of a game without asking its actor.
#[derive(Default)]
struct HandleState {
    /// When a command was last sent (unix ms).
    touched: std::sync::atomic::AtomicU64,
    /// No socket and no bot thinking: it may be evicted.
    idle: AtomicBool,
    /// This process owns the game (always, alone).
    owner: AtomicBool,
    /// The last seq the actor has.
    seq: std::sync::atomic::AtomicU64,
    /// Wakes the actor: another process changed the game, or the sweep
    /// found it free or lost (several processes serving).
    news: tokio::sync::Notify,
    /// The sweep found the game free: try to own it.
    free: AtomicBool,
    /// The sweep found the game's lock lost: follow.
    lost: AtomicBool,
}

/// A reconnecting socket finds the steps it missed for this long after its
/// audience's last socket left (then it gets a `full`): steps are built
/// only for audiences listening or just left.
pub const RECONNECT_GRACE: Duration = Duration::from_secs(60);

impl GameHandle {
    pub fn touch(&self) {
        self.state
            .touched
            .store(now_ms().max(0) as u64, Ordering::Relaxed);
    }

    pub fn touched(&self) -> u64 {
        self.state.touched.load(Ordering::Relaxed)
    }

    pub fn idle(&self) -> bool {
        self.state.idle.load(Ordering::Relaxed)
    }

    /// Asks the actor to stop (it does once the commands before are done).
    pub fn evict(&self) {
        let _ = self.tx.try_send(Cmd::Evict);
    }

    /// This process owns the game.
    pub fn owner(&self) -> bool {
        self.state.owner.load(Ordering::Relaxed)
    }

    /// Another process committed `seq` (0: seats, names, chat or status
    /// changed): the actor catches up unless it has it.
    pub fn news(&self, seq: u64) {
        if seq == 0 || seq > self.state.seq.load(Ordering::Relaxed) {
            self.state.news.notify_one();
        }
    }

    /// Nobody owns the game: the actor tries to.
    pub fn free(&self) {
        self.state.free.store(true, Ordering::Relaxed);
        self.state.news.notify_one();
    }

    /// This process lost the game's lock: the actor follows.
    pub fn lost(&self) {
        self.state.lost.store(true, Ordering::Relaxed);
        self.state.news.notify_one();
    }
}

struct Actor {
    live: Live,
    shared: Arc<Shared>,
    audiences: Arc<Audiences>,
    tx: mpsc::WeakSender<Cmd>,
    status: Status,
    seed_sha256: String,
    options: Value,
    public: bool,
    spectator_sha256: String,
    /// Sockets per audience (seats, then spectators).
    sockets: Vec<usize>,
    /// Sockets per channel (audience and language).
    in_channel: Vec<usize>,
    /// Per channel: when its last socket left.
    left_at: Vec<Option<Instant>>,
    state: Arc<HandleState>,
    created_at: i64,
    /// Per human seat: since when (unix ms) it has been pending with no
    /// socket (the zombie countdown; stored, so it survives an eviction or
    /// a restart).
    away: Vec<Option<i64>>,
    /// Per seat: when its token was last used over HTTP.
    seen: Vec<Option<Instant>>,
    /// Per seat: the seq a bot was started at.
    bot_started: Vec<Option<u64>>,
    /// Per seat: recent `(id, action, seq)` acks, for repeated ids.
    acked: Vec<VecDeque<(u64, Action, u64)>>,
    bots_in_flight: usize,
    /// The time a person has for each decision (`None`: no limit).
    turn_limit: Option<Duration>,
    /// Per seat: the `decided_at` its time-limit timer runs for.
    limit_armed: Vec<Option<u64>>,
    /// A storage failure: the actor stops, the next touch replays.
    broken: bool,
    /// Several processes serve the database ([`crate::cluster`]).
    cluster: bool,
    /// This process owns the game: bots, time limits and zombie countdowns
    /// run here (always, alone).
    owner: bool,
    /// A write met another process's write first (cluster): catch up and
    /// try once more.
    raced: bool,
    /// The other processes' sockets per audience (cluster; read when
    /// catching up): presence counts them with this process's own.
    others: Vec<usize>,
    /// This process told the others its sockets of the game (cluster).
    present: bool,
}

/// What is left of a decision's time `limit` that began at `since` (unix
/// ms), at `now`: nothing once it is spent; the whole limit if the start
/// lies in the future (a clock that went back).
fn time_left(limit: Duration, since: i64, now: i64) -> Duration {
    match u64::try_from(now.saturating_sub(since)) {
        Ok(spent) => limit.saturating_sub(Duration::from_millis(spent)),
        Err(_) => limit,
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn storage(e: crate::store::StoreError) -> ApiError {
    e.api()
}

/// Starts the actor of `live`; `owner`: this process owns the game.
pub fn spawn(
    live: Live,
    loaded: &crate::store::StoredGame,
    shared: Arc<Shared>,
    owner: bool,
) -> GameHandle {
    let status = loaded.status;
    let stored = &loaded.game;
    let n = live.players() as usize;
    let (tx, rx) = mpsc::channel(MAILBOX);
    let crowd0: Arc<str> = Arc::from("{}");
    let audiences = Arc::new(Audiences::new(
        n + 1,
        live.seq,
        [crowd0.clone(), crowd0.clone(), crowd0],
    ));
    let mut actor = Actor {
        shared: shared.clone(),
        audiences: audiences.clone(),
        tx: tx.downgrade(),
        status,
        seed_sha256: stored.seed_sha256.clone(),
        options: serde_json::from_str(&stored.options).unwrap_or(Value::Null),
        public: stored.public,
        spectator_sha256: stored.spectator_sha256.clone(),
        sockets: vec![0; n + 1],
        in_channel: vec![0; audiences.channels()],
        left_at: vec![None; audiences.channels()],
        state: Arc::new(HandleState::default()),
        created_at: stored.created_at,
        away: live.seats.iter().map(|s| s.away_since).collect(),
        seen: vec![None; n],
        bot_started: vec![None; n],
        acked: vec![VecDeque::new(); n],
        bots_in_flight: 0,
        turn_limit: serde_json::from_str::<Value>(&stored.options)
            .ok()
            .and_then(|o| o.get("turn_limit_s").and_then(Value::as_u64))
            .map(Duration::from_secs),
        limit_armed: vec![None; n],
        broken: false,
        cluster: shared.cluster(),
        owner,
        raced: false,
        others: vec![0; n + 1],
        present: false,
        live,
    };
    actor.state.owner.store(owner, Ordering::Relaxed);
    actor.state.seq.store(actor.live.seq, Ordering::Relaxed);
    for row in &actor.live.chat {
        let f = crate::chat::frame(actor.live.seq, row);
        actor.audiences.push_chat(row.id, Arc::from(f));
    }
    actor.publish_crowd();
    actor.update_away();
    // Resumed at startup only when a bot must move (set right once after
    // a schema upgrade, where every game was marked).
    let wake = actor.live.bot_must_move(&actor.live.game);
    if actor.owner && status == Status::Running && wake != loaded.wake {
        shared.store.append_later(Append::Wake {
            game: actor.live.id.clone(),
            wake,
        });
    }
    actor.state.idle.store(true, Ordering::Relaxed);
    actor.publish_lobby();
    let handle = GameHandle {
        tx,
        audiences,
        players: n as u8,
        state: actor.state.clone(),
    };
    handle.touch();
    let id = actor.live.id.clone();
    let gone = actor.audiences.gone.clone();
    let sh = shared.clone();
    let id2 = id.clone();
    let state = actor.state.clone();
    crate::log::spawn_in_game(
        &shared.tracker,
        &id.clone(),
        async move {
            // The other processes' sockets of the game, before anything
            // counts them (presence, joining, the zombie countdown).
            actor.catch_up().await;
            actor.kick_bots();
            actor.arm_time_limits();
            actor.run(rx).await;
            actor.audiences.gone.cancel();
            if actor.cluster && actor.present {
                // Its sockets close with it.
                actor.shared.store.append_later(Append::Presence {
                    game: id.clone(),
                    sockets: vec![0; actor.sockets.len()],
                });
            }
            if actor.cluster && actor.owner {
                actor.shared.store.disown(&id);
            }
            actor.shared.forget(&id);
        },
        move || {
            // A panicked actor is gone: its sockets close, the next touch
            // replays the game from storage.
            gone.cancel();
            if sh.cluster() && state.owner.load(Ordering::Relaxed) {
                sh.store.disown(&id2);
            }
            sh.forget(&id2);
        },
    );
    handle
}

impl Actor {
    async fn run(&mut self, mut rx: mpsc::Receiver<Cmd>) {
        loop {
            // A finished game leaves memory soon after its last socket.
            let idle = if self.live.game.is_over() {
                self.shared.config.over_linger
            } else {
                self.shared.config.idle_evict
            };
            let cmd = tokio::select! {
                c = rx.recv() => c,
                _ = tokio::time::sleep(idle) => {
                    if self.sockets.iter().all(|s| *s == 0) && self.bots_in_flight == 0 {
                        return;
                    }
                    continue;
                }
                _ = self.shared.cancel.cancelled() => return,
                _ = self.state.news.notified() => {
                    self.on_news().await;
                    if self.broken {
                        return;
                    }
                    continue;
                }
            };
            let Some(cmd) = cmd else { return };
            if let Cmd::Evict = cmd {
                return;
            }
            self.handle(cmd).await;
            if self.broken {
                return;
            }
            let idle = self.sockets.iter().all(|s| *s == 0) && self.bots_in_flight == 0;
            self.state.idle.store(idle, Ordering::Relaxed);
        }
    }

    fn auth(&self, cred: &Cred) -> Result<Audience, ApiError> {
        match cred {
            Cred::None => Err(ApiError {
                missing_token: true,
                ..ApiError::new(Code::BadToken, "a token (or spectator key) is required")
            }),
            Cred::Token(t) => {
                let h = secrets::sha256_hex(t.as_bytes());
                self.live
                    .seats
                    .iter()
                    .find(|s| {
                        s.token_sha256
                            .as_deref()
                            .is_some_and(|x| secrets::same(x, &h))
                    })
                    .map(|s| Audience::Seat(s.seat))
                    .ok_or_else(|| {
                        ApiError::new(Code::BadToken, "this token holds no seat of this game")
                    })
            }
            Cred::Spectate(k) => {
                if secrets::same(&secrets::sha256_hex(k.as_bytes()), &self.spectator_sha256) {
                    Ok(Audience::Spectators)
                } else {
                    Err(ApiError::new(Code::BadToken, "wrong spectator key"))
                }
            }
        }
    }

    /// A seat's credential, marking the seat claimed on first use.
    async fn seat_of(&mut self, cred: &Cred) -> Result<PlayerId, ApiError> {
        match self.auth(cred)? {
            Audience::Seat(p) => {
                if !self.live.seats[p as usize].claimed {
                    let mut s = self.live.seats[p as usize].clone();
                    s.claimed = true;
                    self.store_seat(s).await?;
                }
                Ok(p)
            }
            Audience::Spectators => Err(ApiError::new(
                Code::BadToken,
                "a spectator cannot act; use a seat's token",
            )),
        }
    }

    async fn store_seat(&mut self, s: StoredSeat) -> Result<(), ApiError> {
        let game = self.live.id.clone();
        let a = match self.live.seats.get(s.seat as usize) {
            // Several processes: only over the seat as this one knows it.
            Some(was) if self.cluster => Append::SeatSwap {
                game,
                seat: s.clone(),
                was: was.clone(),
            },
            _ => Append::Seat {
                game,
                seat: s.clone(),
            },
        };
        self.write(a).await?;
        self.live.controllers[s.seat as usize] =
            Controller::parse(&s.controller).unwrap_or(Controller::Human);
        let i = s.seat as usize;
        self.live.seats[i] = s;
        self.publish_lobby();
        Ok(())
    }

    /// Tells the lobby this game's free seats (public running games: human
    /// seats nobody has claimed or holds now).
    fn publish_lobby(&self) {
        if !self.public {
            return;
        }
        let open = (self.status == Status::Running && !self.live.game.is_over()).then(|| {
            crate::store::OpenGame {
                game: self.live.id.clone(),
                options: self.options.clone(),
                free_seats: self
                    .live
                    .seats
                    .iter()
                    .filter(|s| s.kind == "human" && !s.claimed && !self.held(s.seat))
                    .map(|s| s.seat)
                    .collect(),
                created_at: self.created_at,
            }
        });
        self.shared.lobby_update(&self.live.id, open);
    }

    /// Writes `a`; in a cluster a conflict (another process wrote first)
    /// marks the actor [`Actor::raced`].
    async fn write(&mut self, a: Append) -> Result<(), ApiError> {
        match self.shared.store.append(a).await {
            Ok(()) => Ok(()),
            Err(e) => {
                if self.cluster && matches!(e, crate::store::StoreError::Conflict(_)) {
                    self.raced = true;
                }
                Err(storage(e))
            }
        }
    }

    /// After a retry: a second race (another process wrote first again, or
    /// catching up failed) is `stale`, not a storage failure: the client
    /// looks again and decides anew.
    fn raced_twice<T>(&mut self, r: Result<T, ApiError>) -> Result<T, ApiError> {
        if !std::mem::take(&mut self.raced) {
            return r;
        }
        r.map_err(|e| match e.code {
            Code::Storage => ApiError::new(
                Code::Stale,
                "another player's change came first; look again (nothing was changed)",
            ),
            _ => e,
        })
    }

    /// In a cluster: catches up first when the credential is a token this
    /// copy does not know (a seat joined on another process) or the
    /// client's seq is ahead of it.
    async fn fresh_for(&mut self, cred: Option<&Cred>, seq: Option<u64>) {
        if !self.cluster {
            return;
        }
        let unknown = cred.is_some_and(|c| matches!(c, Cred::Token(_)) && self.auth(c).is_err());
        if unknown || seq.is_some_and(|s| s > self.live.seq) {
            self.catch_up().await;
        }
    }

    async fn handle(&mut self, cmd: Cmd) {
        match &cmd {
            Cmd::Act { cred, seq, .. } | Cmd::Undo { cred, seq, .. } => {
                let (cred, seq) = (cred.clone(), *seq);
                self.fresh_for(Some(&cred), seq).await
            }
            Cmd::Auth { cred, .. }
            | Cmd::View { cred, .. }
            | Cmd::Legal { cred, .. }
            | Cmd::HintWorld { cred, .. }
            | Cmd::Control { cred, .. }
            | Cmd::Rename { cred, .. }
            | Cmd::Connect { cred, .. } => {
                let cred = cred.clone();
                self.fresh_for(Some(&cred), None).await
            }
            _ => {}
        }
        self.raced = false;
        match cmd {
            Cmd::Auth { cred, reply } => {
                let _ = reply.send(self.auth(&cred));
            }
            Cmd::Act {
                cred,
                action,
                seq,
                id,
                reply,
            } => {
                let mut r = self.act_once(&cred, action, seq, id).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.act_once(&cred, action, seq, id).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::Undo { cred, seq, reply } => {
                let mut r = self.undo_once(&cred, seq).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.undo_once(&cred, seq).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::Full { aud, lang, reply } => {
                // A client moving from another process may be ahead of
                // this copy: the full is of the latest state.
                self.catch_up().await;
                let msg: Arc<str> = Arc::from(self.live.full(aud, lang, &self.crowd_value(lang)));
                let _ = reply.send(Ok((self.live.seq, msg)));
            }
            Cmd::View { cred, reply } => {
                let r = self.auth(&cred).map(|aud| {
                    self.seen_now(aud);
                    let mut v = serde_json::to_value(self.live.game.view(aud.viewer()))
                        .unwrap_or(Value::Null);
                    if let Some(o) = v.as_object_mut() {
                        o.insert("seq".into(), json!(self.live.seq));
                    }
                    v
                });
                let _ = reply.send(r);
            }
            Cmd::Legal { cred, lang, reply } => {
                let r = match self.auth(&cred) {
                    Ok(Audience::Seat(p)) => {
                        self.seen_now(Audience::Seat(p));
                        Ok(self.live.legal_json(p, lang))
                    }
                    Ok(Audience::Spectators) => Err(ApiError::new(
                        Code::BadToken,
                        "spectators have no legal actions; use a seat's token",
                    )),
                    Err(e) => Err(e),
                };
                let _ = reply.send(r);
            }
            Cmd::HintWorld { cred, reply } => {
                let r = match self.auth(&cred) {
                    Ok(Audience::Seat(p)) => {
                        self.seen_now(Audience::Seat(p));
                        let world = self.live.game.determinize(Some(p), secrets::bot_seed());
                        Ok((p, self.live.seq, world))
                    }
                    Ok(Audience::Spectators) => Err(ApiError::new(
                        Code::BadToken,
                        "spectators get no hints; use a seat's token",
                    )),
                    Err(e) => Err(e),
                };
                let _ = reply.send(r);
            }
            Cmd::Summary { reply } => {
                let _ = reply.send(Ok(self.summary()));
            }
            Cmd::Record { reply } => {
                let r = if self.live.game.is_over() {
                    Ok(json!({
                        "setup": self.live.game.setup(),
                        "actions": self.live.played.iter().map(|p| json!([p.seat, p.action])).collect::<Vec<_>>(),
                    }))
                } else {
                    Err(ApiError::new(
                        Code::Illegal,
                        "the record (with the seed) is served once the game is over",
                    ))
                };
                let _ = reply.send(r);
            }
            Cmd::Moves { reply } => {
                let r = if self.live.game.is_over() {
                    let moves = self
                        .live
                        .played
                        .iter()
                        .map(|p| crate::history::Move {
                            seat: p.seat,
                            action: p.action,
                            // Marked "(bot)" only where the name does not say so.
                            bot: p.bot && !self.live.named_bot(p.seat),
                        })
                        .collect();
                    Ok((
                        *self.live.game.setup(),
                        self.live.all_names().clone(),
                        moves,
                    ))
                } else {
                    Err(ApiError::new(
                        Code::GameOver,
                        "the replay opens once the game is over",
                    ))
                };
                let _ = reply.send(r);
            }
            Cmd::BotMove {
                seat,
                at_seq,
                action,
            } => {
                self.bots_in_flight = self.bots_in_flight.saturating_sub(1);
                let still_bot = self.live.controllers[seat as usize].bot().is_some();
                if self.owner && at_seq == self.live.seq && still_bot && self.status != Status::Over
                {
                    let tried = action.map(|a| (a, self.live.try_act(seat, a)));
                    if let Some((action, Ok((next, events)))) = tried {
                        let _ = self
                            .commit_act(seat, action, true, false, next, events)
                            .await;
                    }
                }
                if self.raced {
                    // A person's action on another process came first.
                    self.catch_up().await;
                }
                // A dropped answer: the bot starts again on the new game.
                self.kick_bots();
            }
            Cmd::Control {
                cred,
                seat,
                controller,
                reply,
            } => {
                let mut r = self.control(&cred, seat, &controller).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.control(&cred, seat, &controller).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::Join { name, reply } => {
                // Who holds a seat on the other processes, read now: a
                // seat is never handed on from under a connected holder.
                self.catch_up().await;
                let mut r = self.join(name.clone()).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.join(name).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::TimeUp { seat, at_seq } => {
                self.time_up(seat, at_seq).await;
                if self.raced {
                    self.catch_up().await;
                }
            }
            Cmd::Rename { cred, name, reply } => {
                let mut r = self.rename(&cred, name.clone()).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.rename(&cred, name).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::Chat {
                aud,
                channel,
                name,
                text,
                reply,
            } => {
                let mut r = self.chat(aud, channel, name.clone(), text.clone()).await;
                if self.raced {
                    self.raced = false;
                    self.catch_up().await;
                    r = self.chat(aud, channel, name, text).await;
                    r = self.raced_twice(r);
                }
                let _ = reply.send(r);
            }
            Cmd::Connect { cred, lang, reply } => {
                let r = self.connect(&cred, lang);
                let _ = reply.send(r);
                self.tell_presence();
                self.update_away();
                self.publish_crowd();
                self.publish_lobby();
            }
            Cmd::Left { aud, lang } => {
                let i = aud.index(self.live.players());
                self.sockets[i] = self.sockets[i].saturating_sub(1);
                let ch = Audiences::channel(i, lang);
                self.in_channel[ch] = self.in_channel[ch].saturating_sub(1);
                if self.in_channel[ch] == 0 {
                    self.left_at[ch] = Some(Instant::now());
                }
                self.tell_presence();
                self.update_away();
                self.publish_crowd();
                self.publish_lobby();
            }
            Cmd::Evict => {}
        }
    }

    /// Lets a socket in: a seat up to its own small cap (spectators never
    /// lock a seat out), spectators up to theirs.
    fn connect(&mut self, cred: &Cred, lang: Lang) -> Result<Connected, ApiError> {
        let aud = self.auth(cred)?;
        let i = aud.index(self.live.players());
        let config = &self.shared.config;
        let (cap, what) = match aud {
            Audience::Seat(_) => (config.sockets_per_seat, "this seat"),
            Audience::Spectators => (config.spectators_per_game, "this game's spectators"),
        };
        if self.sockets[i] >= cap {
            return Err(ApiError::new(
                Code::Busy,
                format!("too many connections for {what} (at most {cap})"),
            ));
        }
        self.sockets[i] += 1;
        self.in_channel[Audiences::channel(i, lang)] += 1;
        Ok(Connected {
            aud,
            audiences: self.audiences.clone(),
            holder: match aud {
                Audience::Seat(p) => Some(self.audiences.holder(p as usize)),
                Audience::Spectators => None,
            },
        })
    }

    /// Sockets of audience `i` in every process (cluster: this one's and
    /// the others' as last read).
    fn online(&self, i: usize) -> usize {
        self.sockets[i] + self.others.get(i).copied().unwrap_or(0)
    }

    /// Tells the other processes this one's sockets of the game (cluster).
    fn tell_presence(&mut self) {
        if !self.cluster {
            return;
        }
        self.present = true;
        self.shared.store.append_later(Append::Presence {
            game: self.live.id.clone(),
            sockets: self.sockets.iter().map(|n| *n as u32).collect(),
        });
    }

    /// Starts or stops each human seat's zombie countdown: it runs while
    /// the seat is pending with no socket. Changes are stored (not awaited).
    fn update_away(&mut self) {
        if !self.owner {
            return;
        }
        let now = now_ms();
        let over = self.live.game.is_over();
        for i in 0..self.live.players() as usize {
            let away = self.live.seats[i].kind == "human"
                && !over
                && self.online(i) == 0
                && self.live.game.decision_for(i as u8).is_some();
            let since = match (away, self.away[i]) {
                (true, None) => Some(now),
                (false, Some(_)) => None,
                _ => continue,
            };
            self.away[i] = since;
            self.live.seats[i].away_since = since;
            self.shared.store.append_later(Append::Away {
                game: self.live.id.clone(),
                seat: i as u8,
                since,
            });
        }
    }

    /// How long `seat` has been pending with no socket.
    fn away_for(&self, seat: usize) -> Option<Duration> {
        self.away[seat].map(|t| Duration::from_millis(now_ms().saturating_sub(t).max(0) as u64))
    }

    fn seen_now(&mut self, aud: Audience) {
        if let Audience::Seat(p) = aud {
            self.seen[p as usize] = Some(Instant::now());
            self.publish_lobby();
        }
    }

    /// Whether somebody holds `seat` now: a socket of it is open, or its
    /// token was used over HTTP within [`SEEN_RECENTLY`].
    fn held(&self, seat: PlayerId) -> bool {
        self.online(seat as usize) > 0
            || self.seen[seat as usize].is_some_and(|t| t.elapsed() < SEEN_RECENTLY)
    }

    async fn act_once(
        &mut self,
        cred: &Cred,
        action: Action,
        seq: Option<u64>,
        id: Option<u64>,
    ) -> Result<u64, ApiError> {
        let seat = self.seat_of(cred).await?;
        self.human_act(seat, action, seq, id).await
    }

    async fn undo_once(&mut self, cred: &Cred, seq: Option<u64>) -> Result<u64, ApiError> {
        let seat = self.seat_of(cred).await?;
        self.undo(seat, seq).await
    }

    async fn human_act(
        &mut self,
        seat: PlayerId,
        action: Action,
        seq: Option<u64>,
        id: Option<u64>,
    ) -> Result<u64, ApiError> {
        if let Some(id) = id {
            if let Some((_, _, s)) = self.acked[seat as usize]
                .iter()
                .find(|(i, a, _)| *i == id && *a == action)
            {
                return Ok(*s);
            }
        }
        if self.live.controllers[seat as usize] != Controller::Human {
            return Err(ApiError::new(
                Code::NotYourTurn,
                format!(
                    "seat {seat} is played by the {} bot now; take it back first",
                    self.live.controllers[seat as usize].name()
                ),
            ));
        }
        self.live.check_stale(seat, seq)?;
        let (next, events) = self.live.try_act(seat, action)?;
        let s = self
            .commit_act(seat, action, false, false, next, events)
            .await?;
        if let Some(id) = id {
            let q = &mut self.acked[seat as usize];
            if q.len() == 32 {
                q.pop_front();
            }
            q.push_back((id, action, s));
        }
        Ok(s)
    }

    /// Stores the entry after the game's last; returns when (unix ms) it
    /// was committed.
    async fn append_entry(&mut self, entry: &Entry, next: &Game) -> Result<i64, ApiError> {
        let at = now_ms();
        let row = LogRow {
            seq: self.live.seq + 1,
            seat: entry.seat(),
            entry: entry.to_json(),
            at,
        };
        let a = Append::Entry {
            game: self.live.id.clone(),
            row,
            wake: self.live.bot_must_move(next),
        };
        if let Err(e) = self.shared.store.append(a).await {
            if self.cluster && matches!(e, crate::store::StoreError::Conflict(_)) {
                // Another process committed this seq first: catch up.
                self.raced = true;
                return Err(storage(e));
            }
            // The stored game may have moved (another writer): replay anew
            // (a full queue wrote nothing: the game goes on).
            self.broken = e != crate::store::StoreError::Busy;
            return Err(storage(e));
        }
        Ok(at)
    }

    async fn commit_act(
        &mut self,
        seat: PlayerId,
        action: Action,
        bot: bool,
        limit: bool,
        next: Game,
        events: Vec<marrakesh_engine::Event>,
    ) -> Result<u64, ApiError> {
        let at = self
            .append_entry(
                &Entry::Act {
                    seat,
                    action,
                    bot,
                    limit,
                },
                &next,
            )
            .await?;
        crate::metrics::METRICS.action(match (bot, limit) {
            (_, true) => crate::metrics::By::TimeLimit,
            (true, false) => crate::metrics::By::Bot,
            (false, false) => crate::metrics::By::Human,
        });
        let mut change = self.live.commit_act(seat, action, bot, next, events, at);
        if limit {
            self.live.note_time_limit(&mut change);
        }
        if self.live.game.is_over() {
            let a = Append::Status {
                game: self.live.id.clone(),
                status: Status::Over,
            };
            if self.shared.store.append(a).await.is_ok() {
                self.status = Status::Over;
            }
            self.publish_lobby();
        } else if self.status == Status::Archived {
            let a = Append::Status {
                game: self.live.id.clone(),
                status: Status::Running,
            };
            if self.shared.store.append(a).await.is_ok() {
                self.status = Status::Running;
            }
        }
        self.broadcast(&change);
        self.update_away();
        if !bot || limit {
            self.kick_bots();
        }
        self.arm_time_limits();
        Ok(change.seq)
    }

    async fn undo(&mut self, seat: PlayerId, seq: Option<u64>) -> Result<u64, ApiError> {
        if self.live.controllers[seat as usize] != Controller::Human {
            return Err(ApiError::new(
                Code::NotYourTurn,
                "a bot plays this seat now",
            ));
        }
        self.live.check_stale(seat, seq)?;
        let next = self.live.undo_check(seat)?;
        let at = self
            .append_entry(&Entry::Undo { seat, count: 1 }, &next)
            .await?;
        crate::metrics::METRICS.undo();
        let change = self.live.commit_undo(seat, 1, next, at);
        self.broadcast(&change);
        self.update_away();
        self.kick_bots();
        self.arm_time_limits();
        Ok(change.seq)
    }

    /// Serializes the change once per audience and language into its
    /// ring.
    fn broadcast(&mut self, change: &Change) {
        self.state.seq.store(self.live.seq, Ordering::Relaxed);
        let n = self.live.players();
        for i in 0..=n as usize {
            let aud = if i == n as usize {
                Audience::Spectators
            } else {
                Audience::Seat(i as u8)
            };
            for lang in Lang::ALL {
                let ch = Audiences::channel(i, lang);
                // Built for channels listened to, or whose last socket just
                // left (it reconnects and asks for what it missed); the
                // others get a `full` when they come back.
                let recent = self.left_at[ch].is_some_and(|t| t.elapsed() < RECONNECT_GRACE);
                let msg = (recent || self.audiences.listened(ch))
                    .then(|| Arc::from(self.live.step(aud, lang, change)));
                self.audiences.push(ch, change.seq, msg);
            }
        }
    }

    /// Starts a bot for every bot seat that must decide and has none
    /// thinking on the current game.
    /// Per-decision time limit: a timer for every human seat whose
    /// decision is pending (once per decision, by `decided_at`), running
    /// from the decision's start (`decided_since`), so a process that takes
    /// the game over or loads it again does not start the time anew.
    fn arm_time_limits(&mut self) {
        if !self.owner {
            return;
        }
        let Some(limit) = self.turn_limit else { return };
        if self.live.game.is_over() || self.shared.cancel.is_cancelled() {
            return;
        }
        for (p, _) in self.live.game.pending().players {
            let i = p as usize;
            if self.live.controllers[i] != Controller::Human {
                continue;
            }
            let at = self.live.decided_at[i];
            if self.limit_armed[i] == Some(at) {
                continue;
            }
            self.limit_armed[i] = Some(at);
            let left = time_left(limit, self.live.decided_since[i], now_ms());
            let tx = self.tx.clone();
            let cancel = self.shared.cancel.clone();
            crate::log::spawn_in_game(
                &self.shared.tracker,
                &self.live.id,
                async move {
                    tokio::select! {
                        _ = tokio::time::sleep(left) => {}
                        _ = cancel.cancelled() => return,
                    }
                    if let Some(tx) = tx.upgrade() {
                        let _ = tx
                            .send(Cmd::TimeUp {
                                seat: p,
                                at_seq: at,
                            })
                            .await;
                    }
                },
                || {},
            );
        }
    }

    /// The seat's time for its decision ran out: the zombie bot makes this
    /// one decision (the seat stays the person's).
    async fn time_up(&mut self, seat: PlayerId, at_seq: u64) {
        let i = seat as usize;
        let still = self.owner
            && !self.live.game.is_over()
            && self.live.decided_at.get(i) == Some(&at_seq)
            && self.live.controllers.get(i) == Some(&Controller::Human)
            && self.live.game.decision_for(seat).is_some();
        if !still {
            return;
        }
        let budget = self.shared.config.bot_budget;
        let action = think(self.live.game.clone(), seat, BotKind::Greedy, budget).await;
        if self.live.decided_at[i] != at_seq {
            return;
        }
        let action = action.or_else(|| self.live.game.legal_actions(seat).first().copied());
        if let Some(action) = action {
            if let Ok((next, events)) = self.live.try_act(seat, action) {
                let _ = self
                    .commit_act(seat, action, true, true, next, events)
                    .await;
            }
        }
    }

    fn kick_bots(&mut self) {
        if self.shared.cancel.is_cancelled() || !self.owner {
            return;
        }
        let seq = self.live.seq;
        for (seat, kind) in self.live.bot_turns() {
            if self.bot_started[seat as usize] == Some(seq) {
                continue;
            }
            let Some(tx) = self.tx.upgrade() else { return };
            self.bot_started[seat as usize] = Some(seq);
            self.bots_in_flight += 1;
            let game = self.live.game.clone();
            let config = self.shared.config.clone();
            let cancel = self.shared.cancel.clone();
            crate::log::spawn_in_game(
                &self.shared.tracker,
                &self.live.id,
                async move {
                    // Shutdown does not wait for a thinking bot: its answer is
                    // dropped and its search stops.
                    let action = tokio::select! {
                        a = think(game, seat, kind, config.bot_budget) => a,
                        _ = cancel.cancelled() => return,
                    };
                    tokio::select! {
                        _ = tokio::time::sleep(config.bot_delay) => {}
                        _ = cancel.cancelled() => return,
                    }
                    let _ = tx
                        .send(Cmd::BotMove {
                            seat,
                            at_seq: seq,
                            action,
                        })
                        .await;
                },
                || {},
            );
        }
    }

    /// Another process changed the game, or the sweep found it free or
    /// lost (cluster).
    async fn on_news(&mut self) {
        if self.state.lost.swap(false, Ordering::Relaxed) && self.owner {
            tracing::warn!(game = %self.live.id, "this process lost the game's lock: following it");
            self.owner = false;
            self.state.owner.store(false, Ordering::Relaxed);
        }
        if self.state.free.swap(false, Ordering::Relaxed) && !self.owner {
            if let Ok(true) = self.shared.store.own(&self.live.id).await {
                tracing::info!(game = %self.live.id, "taking over the game");
                self.owner = true;
                self.state.owner.store(true, Ordering::Relaxed);
                // What the last owner committed, then its duties.
                self.catch_up().await;
                self.update_away();
                self.kick_bots();
                self.arm_time_limits();
                return;
            }
        }
        self.catch_up().await;
    }

    /// Reads what other processes committed since this copy's seq and
    /// plays it here as the owner did: seats first (a changed token closes
    /// its old sockets before any later frame), then each log entry with
    /// its step for every audience, then chat (cluster).
    async fn catch_up(&mut self) {
        if !self.cluster {
            return;
        }
        let chat_last = self.live.chat.back().map_or(0, |r| r.id);
        let tail = match self
            .shared
            .store
            .tail(&self.live.id, self.live.seq, chat_last)
            .await
        {
            Ok(t) => t,
            // Nothing read: the next news tries again.
            Err(_) => return,
        };
        let n = self.live.players() as usize;
        let mut crowd = false;
        for s in tail.seats {
            let i = s.seat as usize;
            let Some(old) = self.live.seats.get(i).cloned() else {
                continue;
            };
            if old.token_sha256 != s.token_sha256 {
                self.audiences.revoke(i);
            }
            if old.name != s.name {
                if let Some(name) = s.name.clone() {
                    self.live.rename(s.seat, name);
                    crowd = true;
                }
            }
            if old.controller != s.controller {
                self.live.controllers[i] =
                    Controller::parse(&s.controller).unwrap_or(Controller::Human);
                crowd = true;
            }
            let away_since = if self.owner {
                old.away_since
            } else {
                s.away_since
            };
            self.live.seats[i] = StoredSeat {
                away_since,
                name: self.live.seats[i].name.clone(),
                ..s
            };
        }
        debug_assert_eq!(self.live.seats.len(), n);
        let others: Vec<usize> = (0..=n)
            .map(|i| tail.others.get(i).copied().unwrap_or(0) as usize)
            .collect();
        if others != self.others {
            self.others = others;
            crowd = true;
        }
        let mut moved = false;
        for row in tail.log {
            if row.seq <= self.live.seq {
                continue;
            }
            let entry = if row.seq == self.live.seq + 1 {
                Entry::from_row(&row)
            } else {
                Err(format!("entry {} after {}", row.seq, self.live.seq))
            };
            let change = match entry {
                Ok(Entry::Act {
                    seat,
                    action,
                    bot,
                    limit,
                }) => match self.live.try_act(seat, action) {
                    Ok((next, events)) => {
                        let mut change = self
                            .live
                            .commit_act(seat, action, bot, next, events, row.at);
                        if limit {
                            self.live.note_time_limit(&mut change);
                        }
                        Ok(change)
                    }
                    Err(e) => Err(e.message),
                },
                Ok(Entry::Undo { seat, count }) => self
                    .live
                    .without_last(count)
                    .map(|next| self.live.commit_undo(seat, count, next, row.at)),
                Err(e) => Err(e),
            };
            match change {
                Ok(change) => {
                    self.broadcast(&change);
                    moved = true;
                }
                Err(e) => {
                    // The copy cannot follow: it stops, the next touch
                    // replays the game from storage.
                    tracing::error!(game = %self.live.id, "catching up failed: {e}");
                    self.broken = true;
                    return;
                }
            }
        }
        if let Some(st) = tail.status {
            self.status = st;
        }
        if self.live.game.is_over() {
            self.status = Status::Over;
        }
        for row in tail.chat {
            if row.id <= self.live.chat.back().map_or(0, |r| r.id) {
                continue;
            }
            let frame = crate::chat::frame(self.live.seq, &row);
            if self.live.chat.len() == crate::store::CHAT_KEEP {
                self.live.chat.pop_front();
            }
            let id = row.id;
            self.live.chat.push_back(row);
            self.audiences.push_chat(id, Arc::from(frame));
        }
        self.state.seq.store(self.live.seq, Ordering::Relaxed);
        if crowd || moved {
            self.publish_crowd();
        }
        self.publish_lobby();
        if moved || crowd {
            self.update_away();
            self.kick_bots();
            self.arm_time_limits();
        }
    }

    async fn control(
        &mut self,
        cred: &Cred,
        seat: PlayerId,
        controller: &str,
    ) -> Result<Value, ApiError> {
        let by = self.seat_of(cred).await?;
        let host = self.host();
        let Some(stored) = self.live.seats.get(seat as usize).cloned() else {
            return Err(ApiError::new(
                Code::NotFound,
                format!("there is no seat {seat}"),
            ));
        };
        if stored.kind != "human" {
            return Err(ApiError::new(
                Code::Illegal,
                format!("seat {seat} is a {} seat, not a human's", stored.kind),
            ));
        }
        let to = Controller::parse(controller).map_err(|e| ApiError::new(Code::Illegal, e))?;
        match to {
            Controller::Paschabot => {
                return Err(ApiError::new(
                    Code::Illegal,
                    "the Paschabot plays only seat 1 of a solo game",
                ))
            }
            Controller::Human => {
                if by != host && by != seat {
                    return Err(ApiError::new(
                        Code::BadToken,
                        "only the host or the seat itself can take a seat back",
                    ));
                }
            }
            Controller::Bot(_) => {
                if by != host || seat == host {
                    return Err(ApiError::new(
                        Code::BadToken,
                        "only the host can hand another seat to a bot",
                    ));
                }
                let away = self.away_for(seat as usize).unwrap_or_default();
                let wait = self.shared.config.zombie_after;
                if self.online(seat as usize) > 0 {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!("seat {seat} is connected"),
                    ));
                }
                if self.live.game.decision_for(seat).is_none() {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!("seat {seat} has nothing to decide"),
                    ));
                }
                if away < wait {
                    return Err(ApiError::new(
                        Code::Illegal,
                        format!(
                            "seat {seat} can be handed to a bot in {} s",
                            (wait - away).as_secs() + 1
                        ),
                    ));
                }
            }
        }
        if self.live.game.is_over() {
            return Err(ApiError::new(Code::GameOver, "the game is over"));
        }
        let mut s = stored;
        s.controller = to.spec();
        self.store_seat(s).await?;
        self.publish_crowd();
        self.shared.store.append_later(Append::Wake {
            game: self.live.id.clone(),
            wake: self.live.bot_must_move(&self.live.game),
        });
        self.kick_bots();
        Ok(json!({"seat": seat, "controller": to.spec()}))
    }

    /// Sets the display name of the credential's seat.
    async fn rename(&mut self, cred: &Cred, name: String) -> Result<Value, ApiError> {
        let seat = self.seat_of(cred).await?;
        let name = crate::names::check(&name)?;
        self.store_name(seat, name).await?;
        Ok(json!({"seat": seat, "names": self.live.names()}))
    }

    async fn store_name(&mut self, seat: PlayerId, name: String) -> Result<(), ApiError> {
        let a = Append::Name {
            game: self.live.id.clone(),
            seat,
            name: name.clone(),
        };
        self.shared.store.append(a).await.map_err(storage)?;
        self.live.rename(seat, name);
        self.publish_crowd();
        Ok(())
    }

    /// Stores a chat message, then sends it to every socket: its id.
    async fn chat(
        &mut self,
        aud: Audience,
        channel: crate::store::ChatChannel,
        name: Option<String>,
        text: String,
    ) -> Result<u64, ApiError> {
        let seat = match aud {
            Audience::Seat(p) => Some(p),
            Audience::Spectators => None,
        };
        crate::chat::may_write(seat, channel)?;
        let text = crate::chat::check(&text)?;
        let name = match seat {
            Some(p) => self.live.names()[p as usize].clone(),
            None => match name {
                Some(n) => format!("{} (spectator)", crate::names::check(&n)?),
                None => "Spectator".to_string(),
            },
        };
        let id = self.live.chat.back().map_or(0, |r| r.id) + 1;
        let row = crate::store::ChatRow {
            id,
            channel,
            seat,
            name,
            text,
            at: now_ms(),
        };
        let a = Append::Chat {
            game: self.live.id.clone(),
            row: row.clone(),
        };
        self.write(a).await?;
        let frame = crate::chat::frame(self.live.seq, &row);
        if self.live.chat.len() == crate::store::CHAT_KEEP {
            self.live.chat.pop_front();
        }
        self.live.chat.push_back(row);
        self.audiences.push_chat(id, Arc::from(frame));
        Ok(id)
    }

    async fn join(&mut self, name: Option<String>) -> Result<(PlayerId, String), ApiError> {
        let name = name.as_deref().map(crate::names::check).transpose()?;
        if !self.public {
            return Err(ApiError::new(
                Code::Illegal,
                "this game is not open to join; ask for an invite link",
            ));
        }
        if self.live.game.is_over() {
            return Err(ApiError::new(Code::GameOver, "the game is over"));
        }
        // A seat whose holder has acted (claimed) or is connected is taken.
        let Some(mut s) = self
            .live
            .seats
            .iter()
            .find(|s| s.kind == "human" && !s.claimed && !self.held(s.seat))
            .cloned()
        else {
            return Err(ApiError::new(Code::Illegal, "no free seat in this game"));
        };
        let token = secrets::token().map_err(|e| ApiError::new(Code::Storage, e))?;
        s.token_sha256 = Some(secrets::sha256_hex(token.as_bytes()));
        s.claimed = true;
        let seat = s.seat;
        self.store_seat(s).await?;
        // Every socket of the old token closes before this seat's next
        // frame (the actor pushes none before this returns).
        self.audiences.revoke(seat as usize);
        if let Some(n) = name {
            self.store_name(seat, n).await?;
        }
        Ok((seat, token))
    }

    /// The host: the first human seat (the creator keeps its token).
    fn host(&self) -> PlayerId {
        self.live
            .seats
            .iter()
            .find(|s| s.kind == "human")
            .map(|s| s.seat)
            .unwrap_or(0)
    }

    fn crowd_value(&self, lang: Lang) -> Value {
        let n = self.live.players() as usize;
        json!({
            "online": (0..n).map(|i| self.online(i) > 0).collect::<Vec<_>>(),
            "bot": (0..n).map(|i| self.live.controllers[i] != Controller::Human).collect::<Vec<_>>(),
            // A bot's own name says it is one: no "(bot)" mark after it.
            "bot_named": (0..n).map(|i| self.live.named_bot(i as PlayerId)).collect::<Vec<_>>(),
            "spectators": self.online(n),
            "names": self.live.names_in(lang),
        })
    }

    fn publish_crowd(&self) {
        for lang in Lang::ALL {
            let mut v = self.crowd_value(lang);
            if let Some(o) = v.as_object_mut() {
                o.insert("t".into(), json!("crowd"));
            }
            self.audiences.set_crowd(lang, Arc::from(v.to_string()));
        }
    }

    /// `GET /api/games/ID`: a whitelisted public summary. The setup (with
    /// its seed) only once the game is over.
    fn summary(&self) -> Value {
        let game = &self.live.game;
        let over = game.is_over();
        let n = self.live.players() as usize;
        let zombie_after = self.shared.config.zombie_after;
        let seats: Vec<Value> = (0..n)
            .map(|i| {
                let s = &self.live.seats[i];
                let away = self.away_for(i);
                json!({
                    "seat": i,
                    "name": self.live.names()[i],
                    "kind": s.kind,
                    "controller": s.controller,
                    "claimed": s.claimed,
                    "online": self.online(i) > 0,
                    "pending": game.decision_for(i as u8).is_some(),
                    "away_s": away.map(|d| d.as_secs()),
                    "zombie_in_s": away.map(|d| zombie_after.saturating_sub(d).as_secs()),
                })
            })
            .collect();
        json!({
            "game": self.live.id,
            "status": self.status.name(),
            "seq": self.live.seq,
            "players": n,
            "options": self.options,
            "public": self.public,
            "seats": seats,
            "spectators": self.online(n),
            "seed_sha256": self.seed_sha256,
            "setup": over.then(|| game.setup()),
            "scores": over.then(|| game.scores()),
            "winners": game.winners(),
        })
    }
}

/// Set when dropped: a search thread reading it stops at its next
/// iteration (the bot's answer is no longer awaited).
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A bot's answer for `seat`, thought on a world drawn behind the seat's
/// view (it never sees the real hidden information), on the blocking pool
/// within `budget`; past the budget, a random legal action. A search bot
/// stops when the budget is over or the answer is no longer awaited (the
/// server shuts down): no search thread outlives its use.
async fn think(game: Game, seat: PlayerId, kind: BotKind, budget: Duration) -> Option<Action> {
    let seed = secrets::bot_seed();
    let world = game.determinize(Some(seat), seed);
    let stop = StopOnDrop(Arc::new(AtomicBool::new(false)));
    let flag = stop.0.clone();
    let job = tokio::task::spawn_blocking(move || match kind {
        BotKind::Ismcts { budget, .. } => {
            let legal = world.legal_actions(seat);
            if legal.len() == 1 {
                return legal.first().copied();
            }
            search_until(&world, seat, budget, 1, seed, &flag).and_then(|r| r.best())
        }
        _ => kind.create(seed).choose(&world, seat),
    });
    let started = std::time::Instant::now();
    let answer = tokio::time::timeout(budget, job).await;
    crate::metrics::METRICS
        .bot_thinking
        .observe(started.elapsed());
    drop(stop);
    let chosen = match answer {
        Ok(Ok(Some(a))) => Some(a),
        _ => RandomBot::new(seed).choose(&game.determinize(Some(seat), seed), seat),
    };
    match checked(chosen, &game.legal_actions(seat), seed) {
        Ok(a) => a,
        Err(e) => {
            crate::log::throttled("bot", format!("{kind} in seat {seat}: {e}"));
            Some(e.instead)
        }
    }
}

/// A bot's answer that the real game does not take.
#[derive(Debug, PartialEq, Eq)]
struct IllegalAnswer {
    answer: Option<Action>,
    /// The seat's legal action played in its place.
    instead: Action,
}

impl std::fmt::Display for IllegalAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.answer {
            Some(a) => write!(f, "illegal answer {a:?}, played {:?} instead", self.instead),
            None => write!(f, "no answer, played {:?} instead", self.instead),
        }
    }
}

/// A bot's answer checked against the real game's `legal` actions. An
/// answer found on a drawn world can be illegal in the real game when the
/// world drew differently what the seat has seen (a stack the library
/// searched): that is an error, which the caller logs before it plays one
/// of the seat's own legal actions (which its view holds), so the game
/// never waits on a bot that cannot move. `Ok(None)`: nothing to decide.
fn checked(
    answer: Option<Action>,
    legal: &[Action],
    seed: u64,
) -> Result<Option<Action>, IllegalAnswer> {
    match answer {
        Some(a) if legal.contains(&a) => Ok(Some(a)),
        _ if legal.is_empty() => Ok(None),
        _ => Err(IllegalAnswer {
            answer,
            instead: legal[(seed % legal.len() as u64) as usize],
        }),
    }
}

#[cfg(test)]
mod answer_tests {
    use super::*;

    /// A legal answer is played; an illegal one (or none) is an error that
    /// names it and the legal action played instead.
    #[test]
    fn an_illegal_bot_answer_is_an_error() {
        let legal = [Action::Done, Action::ChooseOption { option: 0 }];
        assert_eq!(
            checked(Some(Action::Done), &legal, 7),
            Ok(Some(Action::Done))
        );
        assert_eq!(checked(None, &[], 7), Ok(None));
        let wrong = Action::ChooseOption { option: 3 };
        let e = checked(Some(wrong), &legal, 7).unwrap_err();
        assert_eq!(e.answer, Some(wrong));
        assert!(legal.contains(&e.instead));
        assert!(e.to_string().contains("illegal answer"), "{e}");
        assert!(checked(None, &legal, 0).is_err());
    }

    #[test]
    fn a_time_limit_runs_from_the_decision_s_start() {
        let limit = Duration::from_secs(60);
        assert_eq!(time_left(limit, 1_000, 1_000), limit);
        assert_eq!(time_left(limit, 1_000, 21_000), Duration::from_secs(40));
        assert_eq!(time_left(limit, 1_000, 61_000), Duration::ZERO);
        assert_eq!(time_left(limit, 1_000, 999_000), Duration::ZERO);
        // A clock that went back: the whole limit, never more.
        assert_eq!(time_left(limit, 5_000, 1_000), limit);
        assert_eq!(time_left(limit, i64::MAX, i64::MIN), limit);
    }
}
