//! One task per live game (Alice Ryhl's actor recipe): the task owns the
//! game; a cloneable [`GameHandle`] sends it commands, each answered on a
//! oneshot. An action runs in order: check the seat and staleness, apply to
//! a copy, append to the store and await the commit, make the copy the
//! game, serialize once per audience, answer (the socket acks after it sent
//! the step), start any bot. Any failure leaves the game untouched.
//!
//! Several processes serving one PostgreSQL database (cluster.rs):
//! the actor of the process that owns the game does everything above; an
//! actor elsewhere follows it: it catches up from storage when told of a
//! commit and sends its sockets the same frames, and commits its clients'
//! actions itself (the `(game, seq)` key refusing a second writer, then it
//! catches up and tries once more). Bots, time limits and zombie
//! countdowns run only on the owner.
//!
//! This file holds the commands, the loop and the dispatch; the work is
//! in `commands` (what changes the game), `answers` (what reads it),
//! `presence` (sockets, the lobby, the crowd), `bots`, `timers` (the time
//! limits, on the clock of [`crate::clock`]) and `replication` (following another process).

mod answers;
mod bots;
mod commands;
mod handle;
mod presence;
mod replication;
mod timers;

pub use handle::GameHandle;
pub use presence::SEEN_RECENTLY;

use crate::audience::Audiences;
use crate::live::{Audience, Change, Live};
use crate::protocol::ApiError;
use crate::store::{Append, OpenGame, Status, StoreHandle};
use crate::Config;
use handle::HandleState;
use marrakesh_describe::Lang;
use marrakesh_engine::{Action, Game, PlayerId};
use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

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
    Auth { cred: Cred, reply: Reply<Audience> },
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
        reply: Reply<crate::answers::SeatView>,
    },
    Legal {
        cred: Cred,
        lang: Lang,
        reply: Reply<crate::answers::Legal>,
    },
    /// A world behind the seat's view for a hint: the seat, the seq and
    /// the world (never the real game).
    HintWorld {
        cred: Cred,
        reply: Reply<(PlayerId, u64, Game)>,
    },
    /// The public summary, its seats named in `lang` (a bot's default
    /// name is the language's).
    Summary {
        lang: marrakesh_describe::Lang,
        reply: Reply<crate::answers::Summary>,
    },
    /// A finished game's record with its seed (refused while it runs).
    Record {
        reply: Reply<crate::answers::Record>,
    },
    /// A finished game's moves for its replay (refused while it runs).
    Moves { reply: Reply<answers::Moves> },
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
        reply: Reply<crate::answers::Controlled>,
    },
    /// Take a free human seat of a public game: a new token (and the
    /// joiner's display name).
    Join {
        name: Option<String>,
        reply: Reply<(PlayerId, String)>,
    },
    /// A seat's time for the decision pending since `at_seq` ran out.
    TimeUp { seat: PlayerId, at_seq: u64 },
    /// A seat's holder gives its display name.
    Rename {
        cred: Cred,
        name: String,
        reply: Reply<crate::answers::Renamed>,
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
    Left { aud: Audience, lang: Lang },
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

/// What an actor needs of the server around it.
pub struct Env {
    pub config: Arc<Config>,
    pub store: StoreHandle,
    pub cancel: CancellationToken,
    pub tracker: TaskTracker,
    /// Several processes serve the database (cluster.rs).
    pub cluster: bool,
    pub clock: crate::clock::SharedClock,
    /// The registry of live games.
    pub games: Arc<dyn Games>,
}

/// What an actor tells the registry of live games.
pub trait Games: Send + Sync {
    /// A public game's free seats changed (`None`: not open any more).
    fn lobby_update(&self, id: &str, open: Option<OpenGame>);
    /// The actor of game `id` stopped.
    fn forget(&self, id: &str);
}

/// A reconnecting socket finds the steps it missed for this long after its
/// audience's last socket left (then it gets a `full`): steps are built
/// only for audiences listening or just left.
pub const RECONNECT_GRACE: Duration = Duration::from_secs(60);

struct Actor {
    live: Live,
    env: Arc<Env>,
    audiences: Arc<Audiences>,
    tx: mpsc::WeakSender<Cmd>,
    status: Status,
    seed_sha256: String,
    options: crate::store::GameOptions,
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
    /// Per seat: the `decided_at` its time-limit timer runs for.
    limit_armed: Vec<Option<u64>>,
    /// A storage failure: the actor stops, the next touch replays.
    broken: bool,
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

/// Starts the actor of `live`; `owner`: this process owns the game.
pub fn spawn(
    live: Live,
    loaded: &crate::store::StoredGame,
    env: Arc<Env>,
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
        env: env.clone(),
        audiences: audiences.clone(),
        tx: tx.downgrade(),
        status,
        seed_sha256: stored.seed_sha256.clone(),
        options: stored.options.clone(),
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
        limit_armed: vec![None; n],
        broken: false,
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
        env.store.append_later(Append::Wake {
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
    let env2 = env.clone();
    let id2 = id.clone();
    let state = actor.state.clone();
    crate::log::spawn_in_game(
        &env.tracker,
        &id.clone(),
        async move {
            // The other processes' sockets of the game, before anything
            // counts them (presence, joining, the zombie countdown).
            actor.catch_up().await;
            if actor.owner && actor.status != Status::Over && actor.live.game.is_over() {
                // Its last entry was stored, its end not (the process
                // stopped between the two): stored now, ratings and all.
                actor.store_over().await;
            }
            actor.kick_bots();
            actor.arm_time_limits();
            actor.run(rx).await;
            actor.audiences.gone.cancel();
            if actor.env.cluster && actor.present {
                // Its sockets close with it.
                actor.env.store.append_later(Append::Presence {
                    game: id.clone(),
                    sockets: vec![0; actor.sockets.len()],
                });
            }
            if actor.env.cluster && actor.owner {
                actor.env.store.disown(&id);
            }
            actor.env.games.forget(&id);
        },
        move || {
            // A panicked actor is gone: its sockets close, the next touch
            // replays the game from storage.
            gone.cancel();
            if env2.cluster && state.owner.load(Ordering::Relaxed) {
                env2.store.disown(&id2);
            }
            env2.games.forget(&id2);
        },
    );
    handle
}

impl Actor {
    async fn run(&mut self, mut rx: mpsc::Receiver<Cmd>) {
        loop {
            // A finished game leaves memory soon after its last socket.
            let idle = if self.live.game.is_over() {
                self.env.config.over_linger
            } else {
                self.env.config.idle_evict
            };
            let cmd = tokio::select! {
                c = rx.recv() => c,
                _ = self.env.clock.sleep(idle) => {
                    if self.sockets.iter().all(|s| *s == 0) && self.bots_in_flight == 0 {
                        return;
                    }
                    continue;
                }
                _ = self.env.cancel.cancelled() => return,
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
                let r = self
                    .retry_on_race(|a| Box::pin(a.act_once(cred.clone(), action, seq, id)))
                    .await;
                let _ = reply.send(r);
            }
            Cmd::Undo { cred, seq, reply } => {
                let r = self
                    .retry_on_race(|a| Box::pin(a.undo_once(cred.clone(), seq)))
                    .await;
                let _ = reply.send(r);
            }
            Cmd::Full { aud, lang, reply } => {
                let _ = reply.send(Ok(self.full(aud, lang).await));
            }
            Cmd::View { cred, reply } => {
                let _ = reply.send(self.view(&cred));
            }
            Cmd::Legal { cred, lang, reply } => {
                let _ = reply.send(self.legal(&cred, lang));
            }
            Cmd::HintWorld { cred, reply } => {
                let _ = reply.send(self.hint_world(&cred));
            }
            Cmd::Summary { lang, reply } => {
                let _ = reply.send(Ok(self.summary(lang)));
            }
            Cmd::Record { reply } => {
                let _ = reply.send(self.record());
            }
            Cmd::Moves { reply } => {
                let _ = reply.send(self.moves());
            }
            Cmd::BotMove {
                seat,
                at_seq,
                action,
            } => {
                self.bot_move(seat, at_seq, action).await;
                // A person's action on another process came first.
                self.catch_up_if_raced().await;
                // A dropped answer: the bot starts again on the new game.
                self.kick_bots();
            }
            Cmd::Control {
                cred,
                seat,
                controller,
                reply,
            } => {
                let r = self
                    .retry_on_race(|a| Box::pin(a.control(cred.clone(), seat, controller.clone())))
                    .await;
                let _ = reply.send(r);
            }
            Cmd::Join { name, reply } => {
                // Who holds a seat on the other processes, read now: a
                // seat is never handed on from under a connected holder.
                self.catch_up().await;
                let r = self.retry_on_race(|a| Box::pin(a.join(name.clone()))).await;
                let _ = reply.send(r);
            }
            Cmd::TimeUp { seat, at_seq } => {
                self.time_up(seat, at_seq).await;
                self.catch_up_if_raced().await;
            }
            Cmd::Rename { cred, name, reply } => {
                let r = self
                    .retry_on_race(|a| Box::pin(a.rename(cred.clone(), name.clone())))
                    .await;
                let _ = reply.send(r);
            }
            Cmd::Chat {
                aud,
                channel,
                name,
                text,
                reply,
            } => {
                let r = self
                    .retry_on_race(|a| Box::pin(a.chat(aud, channel, name.clone(), text.clone())))
                    .await;
                let _ = reply.send(r);
            }
            Cmd::Connect { cred, lang, reply } => {
                let _ = reply.send(self.connect(&cred, lang));
                self.sockets_changed();
            }
            Cmd::Left { aud, lang } => {
                self.left(aud, lang);
                self.sockets_changed();
            }
            Cmd::Evict => {}
        }
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
                let now = self.env.clock.now();
                let recent = self.left_at[ch]
                    .is_some_and(|t| now.saturating_duration_since(t) < RECONNECT_GRACE);
                let msg = (recent || self.audiences.listened(ch))
                    .then(|| Arc::from(self.live.step(aud, lang, change)));
                self.audiences.push(ch, change.seq, msg);
            }
        }
    }
}
