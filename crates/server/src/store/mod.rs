//! Storage: a game is its setup plus its log of entries (actions and undos),
//! never a serialized state. The [`Store`] trait is all the server needs,
//! so another backend (PostgreSQL) can follow without touching game logic;
//! [`sqlite::Sqlite`] is the embedded default. One writer thread owns the
//! store ([`StoreHandle`]); callers await its answers, and an append is
//! answered `Ok` only once its transaction committed.

pub mod error;
pub mod postgres;
pub mod rows;
pub mod sqlite;

pub use error::StoreError;
use marrakesh_bots::Controller;
pub use rows::{GameOptions, LogEntry, QueueEntry, QueueState, SeatKind, Status};

use serde::Serialize;
use std::sync::mpsc;
use tokio::sync::oneshot;

pub type GameId = String;

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub seat: u8,
    /// What the seat was made as.
    pub kind: SeatKind,
    /// SHA-256 of the seat's token (human seats).
    pub token_sha256: Option<String>,
    /// Who plays the seat now: a person, or a bot (a bot seat, or a human
    /// seat handed to a bot: a zombie); stored as its spec (`ismcts:100`).
    pub controller: Controller,
    /// A human seat somebody took (by its invite link or by joining).
    pub claimed: bool,
    /// Since when (unix ms) the seat has been pending with nobody
    /// connected: the zombie countdown, kept over evictions and restarts.
    pub away_since: Option<i64>,
    /// The display name its holder gave (`None`: the default name).
    pub name: Option<String>,
}

/// A new game to store.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: GameId,
    /// The engine's `Setup` as JSON (holds the seed: never served while
    /// the game runs).
    pub setup: String,
    pub seed_sha256: String,
    /// Public options, e.g. the seat list as asked for.
    pub options: GameOptions,
    pub public: bool,
    pub spectator_sha256: String,
    pub seats: Vec<StoredSeat>,
    /// Unix milliseconds.
    pub created_at: i64,
}

/// One log row: an action or an undo of `seat`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRow {
    pub seq: u64,
    pub seat: u8,
    pub entry: LogEntry,
    pub at: i64,
}

/// A stored game.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub game: NewGame,
    pub status: Status,
    /// As stored: a bot must move (see [`Append::Entry`]).
    pub wake: bool,
    pub log: Vec<LogRow>,
    /// The last [`CHAT_KEEP`] chat messages, oldest first.
    pub chat: Vec<ChatRow>,
}

/// Chat messages a game keeps (stored, in memory, loaded); older ones are
/// deleted as new ones come.
pub const CHAT_KEEP: usize = 200;

pub use crate::protocol::{ChatChannel, ChatRow};

/// One write.
#[derive(Clone, Debug)]
pub enum Append {
    /// A log entry at `row.seq` (the key `(game, seq)` is the optimistic
    /// lock: a second writer of the same seq fails).
    Entry {
        game: GameId,
        row: LogRow,
        /// A bot must move after this entry (the game is resumed at
        /// startup).
        wake: bool,
    },
    /// Whether a bot must move now (after a seat changed hands).
    Wake {
        game: GameId,
        wake: bool,
    },
    /// A seat's zombie countdown started (`Some`) or stopped.
    Away {
        game: GameId,
        seat: u8,
        since: Option<i64>,
    },
    Status {
        game: GameId,
        status: Status,
    },
    Seat {
        game: GameId,
        seat: StoredSeat,
    },
    /// A seat's token, controller and claim changed only if they are still
    /// `was`'s in storage (several processes serving: a `Conflict` when
    /// another changed them first; the zombie countdown is the owner's).
    SeatSwap {
        game: GameId,
        seat: StoredSeat,
        was: StoredSeat,
    },
    /// A seat's display name.
    Name {
        game: GameId,
        seat: u8,
        name: String,
    },
    /// A chat message (its `id` is the key: a second writer fails).
    Chat {
        game: GameId,
        row: ChatRow,
    },
    /// This process's sockets of the game per audience (seats, then the
    /// spectators), for the others (several processes serving; nothing
    /// alone).
    Presence {
        game: GameId,
        sockets: Vec<u32>,
    },
    /// The game is over with `outcome`: its status, and in the same
    /// transaction the ratings' update ([`crate::ratings`]; once per game,
    /// however often this is written).
    Over {
        game: GameId,
        outcome: crate::ratings::method::Outcome,
    },
}

impl Append {
    /// The game written to.
    pub fn game(&self) -> &str {
        match self {
            Append::Entry { game, .. }
            | Append::Wake { game, .. }
            | Append::Away { game, .. }
            | Append::Status { game, .. }
            | Append::Seat { game, .. }
            | Append::SeatSwap { game, .. }
            | Append::Name { game, .. }
            | Append::Chat { game, .. }
            | Append::Presence { game, .. }
            | Append::Over { game, .. } => game,
        }
    }
}

/// Logs a failed storage request with its game (a conflict is a warning:
/// the `(game, seq)` key refused a second writer; a failure an error).
fn log_failure(game: &str, what: &str, e: &StoreError) {
    match e {
        StoreError::Conflict(_) => tracing::warn!(game, "{what}: {e}"),
        StoreError::Io(_) => tracing::error!(game, "{what}: {e}"),
        StoreError::Busy => {}
    }
}

/// What another process committed to a game after a point: its status,
/// its seats now, and the log entries and chat messages after it (a
/// process following a game it does not own catches up with this).
#[derive(Clone, Debug, Default)]
pub struct Tail {
    pub status: Option<Status>,
    pub seats: Vec<StoredSeat>,
    pub log: Vec<LogRow>,
    pub chat: Vec<ChatRow>,
    /// The other live processes' sockets of the game per audience
    /// (seats, then the spectators); empty if none.
    pub others: Vec<u32>,
}

/// What the ownership sweep found (several processes serving).
#[derive(Clone, Debug, Default)]
pub struct Sweep {
    /// Games nobody owns: running games a bot must move, and games this
    /// process follows.
    pub free: Vec<GameId>,
    /// Games this process believed it owned but does not (its connection
    /// was lost, and with it its locks).
    pub lost: Vec<GameId>,
    /// A process started or ended since the last sweep (the presence it
    /// counted changed).
    pub nodes_changed: bool,
}

/// A game listed in the lobby.
#[derive(Clone, Debug, Serialize, ts_rs::TS)]
pub struct OpenGame {
    pub game: GameId,
    /// The options it was created with, as stored.
    #[ts(type = "Json")]
    pub options: GameOptions,
    pub free_seats: Vec<u8>,
    pub created_at: i64,
}

/// How an insert keyed within its game (a log entry's seq, a chat
/// message's id, a seat's name) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Inserted {
    Done,
    /// The key is taken: another writer came first.
    Exists,
    /// No such game.
    NoGame,
}

/// The statements a backend runs for an [`Append`]. What each write means
/// (what it changes, when it is refused as a conflict, what a chat message
/// deletes) is [`write`]'s, once for every backend.
pub(crate) trait Writer {
    /// The log row, and the game's last activity (`row.at`) and `wake`.
    fn insert_entry(
        &mut self,
        game: &str,
        row: &LogRow,
        wake: bool,
    ) -> Result<Inserted, StoreError>;
    fn set_wake(&mut self, game: &str, wake: bool) -> Result<(), StoreError>;
    fn set_away(&mut self, game: &str, seat: u8, since: Option<i64>) -> Result<(), StoreError>;
    /// Sets the seat's display name (a second one replaces the first).
    fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<Inserted, StoreError>;
    fn insert_chat(&mut self, game: &str, row: &ChatRow) -> Result<Inserted, StoreError>;
    /// Deletes the game's chat messages up to id `upto`.
    fn delete_chat(&mut self, game: &str, upto: u64) -> Result<(), StoreError>;
    /// Rows changed.
    fn set_status(&mut self, game: &str, status: Status) -> Result<u64, StoreError>;
    /// The seat's token, controller, claim and countdown; rows changed.
    fn set_seat(&mut self, game: &str, seat: &StoredSeat) -> Result<u64, StoreError>;
    /// The seat's token, controller and claim where they are still
    /// `was`'s; rows changed.
    fn swap_seat(
        &mut self,
        game: &str,
        seat: &StoredSeat,
        was: &StoredSeat,
    ) -> Result<u64, StoreError>;
    /// This process's sockets of the game (several processes serving).
    fn set_presence(&mut self, game: &str, sockets: &[u32]) -> Result<(), StoreError>;
    /// The ratings' update after the game ended ([`crate::ratings::store::rate`]).
    fn rate(
        &mut self,
        game: &str,
        outcome: &crate::ratings::method::Outcome,
    ) -> Result<(), StoreError>;
}

/// What an [`Append`] means, for every backend: the write through `w`, and
/// when it is refused as a [`StoreError::Conflict`] (nothing changed): a
/// log entry's seq or a chat message's id already written (the optimistic
/// lock of several writers), an unknown game or seat, a seat changed
/// since it was read.
pub(crate) fn write(w: &mut impl Writer, a: &Append) -> Result<(), StoreError> {
    let inserted = |r: Inserted, game: &str, what: String| match r {
        Inserted::Done => Ok(()),
        Inserted::Exists => Err(StoreError::Conflict(format!("game {game}: {what} exists"))),
        Inserted::NoGame => Err(StoreError::Conflict(format!("no game {game}"))),
    };
    let changed = |n: u64, e: String| match n {
        0 => Err(StoreError::Conflict(e)),
        _ => Ok(()),
    };
    match a {
        Append::Entry { game, row, wake } => inserted(
            w.insert_entry(game, row, *wake)?,
            game,
            format!("seq {}", row.seq),
        ),
        Append::Wake { game, wake } => w.set_wake(game, *wake),
        Append::Away { game, seat, since } => w.set_away(game, *seat, *since),
        Append::Name { game, seat, name } => {
            inserted(w.set_name(game, *seat, name)?, game, format!("name {seat}"))
        }
        Append::Chat { game, row } => {
            inserted(w.insert_chat(game, row)?, game, format!("chat {}", row.id))?;
            // A game keeps its last CHAT_KEEP messages.
            match row.id.checked_sub(CHAT_KEEP as u64) {
                Some(old) => w.delete_chat(game, old),
                None => Ok(()),
            }
        }
        Append::Status { game, status } => {
            changed(w.set_status(game, *status)?, format!("no game {game}"))
        }
        Append::Seat { game, seat } => changed(
            w.set_seat(game, seat)?,
            format!("no seat {} in game {game}", seat.seat),
        ),
        Append::SeatSwap { game, seat, was } => changed(
            w.swap_seat(game, seat, was)?,
            format!("seat {} of game {game} changed meanwhile", seat.seat),
        ),
        Append::Presence { game, sockets } => w.set_presence(game, sockets),
        Append::Over { game, outcome } => {
            changed(w.set_status(game, Status::Over)?, format!("no game {game}"))?;
            w.rate(game, outcome)
        }
    }
}

/// What the server needs of a storage backend.
pub trait Store: Send + 'static {
    fn create(&mut self, g: &NewGame) -> Result<(), StoreError>;
    /// Writes the batch in one transaction, each entry alone (a bad entry
    /// fails alone); `Ok` means committed.
    fn append(&mut self, batch: &[Append]) -> Vec<Result<(), StoreError>>;
    fn load(&mut self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Games to rebuild at startup: running, and a bot must move.
    fn running(&mut self) -> Result<Vec<GameId>, StoreError>;
    /// Public running games with an unclaimed human seat.
    fn open_games(&mut self, limit: usize) -> Result<Vec<OpenGame>, StoreError>;
    /// Archives running games with no log entry since `before` (unix ms);
    /// returns how many.
    fn archive_idle(&mut self, before: i64) -> Result<usize, StoreError>;
    /// Flushes everything to the main file (at shutdown).
    fn checkpoint(&mut self) -> Result<(), StoreError>;
    /// The database answers and its schema is the current one (`/readyz`).
    fn ping(&mut self) -> Result<(), StoreError>;
    /// Takes game `id` for this process: `false` when another process owns
    /// it (several processes serving one PostgreSQL database; alone, a
    /// process owns every game).
    fn own(&mut self, _id: &str) -> Result<bool, StoreError> {
        Ok(true)
    }
    /// Gives game `id` up (its actor stopped).
    fn disown(&mut self, _id: &str) {}
    /// Admits a new game of client `key` at `now` (unix ms) for every
    /// process serving the database, at most `per_minute` a minute (a
    /// burst of `per_minute`, then one every `60 s / per_minute`, checked
    /// and counted in one statement); `None` when one process serves (its
    /// own limiter counts them all).
    fn admit_creation(
        &mut self,
        _key: &str,
        _now: i64,
        _per_minute: u32,
    ) -> Result<Option<bool>, StoreError> {
        Ok(None)
    }
    /// What was committed to game `id` after entry `seq` and chat message
    /// `chat` (several processes serving).
    fn tail(&mut self, id: &str, _seq: u64, _chat: u64) -> Result<Tail, StoreError> {
        Err(StoreError::Io(format!(
            "game {id}: this store is served by one process; nothing to catch up"
        )))
    }
    /// Which games nobody owns, of the running games a bot must move and
    /// `followed`; which of `owned` this process lost.
    fn sweep(&mut self, _followed: &[GameId], _owned: &[GameId]) -> Result<Sweep, StoreError> {
        Ok(Sweep::default())
    }
    /// The stored review of seat `seat` of game `id` (its JSON, see
    /// [`crate::review`]), if one was computed.
    fn review(&mut self, id: &str, seat: u8) -> Result<Option<String>, StoreError>;
    /// Stores a review of a finished game unless one of that seat is
    /// stored already (the key `(game, seat)`: one copy, whoever computed
    /// it first).
    fn put_review(&mut self, r: &StoredReview) -> Result<(), StoreError>;
    /// The daily challenge's seeds and attempts ([`crate::daily::store`]).
    fn daily(
        &mut self,
        op: crate::daily::store::Op,
    ) -> Result<crate::daily::store::Answer, StoreError>;
    /// Accounts, their sessions and the seats they hold
    /// ([`crate::accounts::store`]).
    fn accounts(
        &mut self,
        _op: crate::accounts::store::Op,
    ) -> Result<crate::accounts::store::Answer, StoreError> {
        Err(StoreError::Io("this store keeps no accounts".into()))
    }
    /// Reads ratings ([`crate::ratings::store`]).
    fn ratings(
        &mut self,
        _op: crate::ratings::store::Op,
    ) -> Result<crate::ratings::store::Answer, StoreError> {
        Err(StoreError::Io("this store keeps no ratings".into()))
    }
    /// Quick play ([`crate::quick_play`]): puts a ticket in the queue, and
    /// deletes waiting tickets not polled since `cutoff` and found ones
    /// not polled since `found_cutoff` (unix ms).
    fn quick_join(
        &mut self,
        e: &QueueEntry,
        cutoff: i64,
        found_cutoff: i64,
    ) -> Result<(), StoreError>;
    /// Where a ticket stands, its last poll set to `now`; `None` when it is
    /// unknown or waited unpolled since before `cutoff` (then it is gone).
    fn quick_poll(
        &mut self,
        ticket_sha256: &str,
        now: i64,
        cutoff: i64,
    ) -> Result<Option<QueueState>, StoreError>;
    /// Takes a waiting ticket out of the queue: `false` if it was not
    /// waiting (unknown, or its game was found).
    fn quick_leave(&mut self, ticket_sha256: &str) -> Result<bool, StoreError>;
    /// In one transaction: `game.seats.len()` tickets of `pool` waiting
    /// (polled since `cutoff`), paired by rating ([`rows::pair_by_rating`]),
    /// get the seats of `game` in order of joining (seat `k`
    /// the `k`-th ticket's token hash) and the game is stored; `false`
    /// (nothing written) when fewer wait. Matching one pool is serialised
    /// over every process serving the database.
    fn quick_match(
        &mut self,
        pool: &str,
        game: &NewGame,
        cutoff: i64,
        pairing: rows::Pairing,
    ) -> Result<bool, StoreError>;
}

/// A finished game's review of one seat, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredReview {
    pub game: GameId,
    pub seat: u8,
    /// The review's JSON (language-neutral: actions, not words).
    pub review: String,
    /// Unix milliseconds.
    pub at: i64,
}

enum Req {
    Create(NewGame, oneshot::Sender<Result<(), StoreError>>),
    Append(Append, oneshot::Sender<Result<(), StoreError>>),
    Load(
        GameId,
        oneshot::Sender<Result<Option<StoredGame>, StoreError>>,
    ),
    Running(oneshot::Sender<Result<Vec<GameId>, StoreError>>),
    Open(usize, oneshot::Sender<Result<Vec<OpenGame>, StoreError>>),
    Archive(i64, oneshot::Sender<Result<usize, StoreError>>),
    Close(oneshot::Sender<Result<(), StoreError>>),
    Ping(oneshot::Sender<Result<(), StoreError>>),
    Own(GameId, oneshot::Sender<Result<bool, StoreError>>),
    Disown(GameId),
    AdmitCreation(
        String,
        i64,
        u32,
        oneshot::Sender<Result<Option<bool>, StoreError>>,
    ),
    Tail(GameId, u64, u64, oneshot::Sender<Result<Tail, StoreError>>),
    Sweep(
        Vec<GameId>,
        Vec<GameId>,
        oneshot::Sender<Result<Sweep, StoreError>>,
    ),
    Review(
        GameId,
        u8,
        oneshot::Sender<Result<Option<String>, StoreError>>,
    ),
    PutReview(StoredReview, oneshot::Sender<Result<(), StoreError>>),
    Daily(
        crate::daily::store::Op,
        oneshot::Sender<Result<crate::daily::store::Answer, StoreError>>,
    ),
    Accounts(
        crate::accounts::store::Op,
        oneshot::Sender<Result<crate::accounts::store::Answer, StoreError>>,
    ),
    QuickJoin(
        QueueEntry,
        i64,
        i64,
        oneshot::Sender<Result<(), StoreError>>,
    ),
    QuickPoll(
        String,
        i64,
        i64,
        oneshot::Sender<Result<Option<QueueState>, StoreError>>,
    ),
    QuickLeave(String, oneshot::Sender<Result<bool, StoreError>>),
    Ratings(
        crate::ratings::store::Op,
        oneshot::Sender<Result<crate::ratings::store::Answer, StoreError>>,
    ),
    QuickMatch(
        String,
        Box<NewGame>,
        i64,
        rows::Pairing,
        oneshot::Sender<Result<bool, StoreError>>,
    ),
}

/// Appends written in one transaction at most.
const MAX_BATCH: usize = 512;

/// Requests waiting for the storage thread at most; more are `busy` (each
/// live game has at most one write in flight, so this is only reached
/// when the disk cannot keep up).
pub const QUEUE: usize = 4096;

/// The storage thread: answers requests until the handle is dropped or
/// closed; appends queued together are one transaction (group commit).
fn serve(mut store: impl Store, rx: mpsc::Receiver<Req>) {
    let mut next: Option<Req> = None;
    loop {
        let req = match next.take() {
            Some(r) => r,
            None => match rx.recv() {
                Ok(r) => r,
                Err(_) => return,
            },
        };
        match req {
            Req::Append(a, reply) => {
                // Group commit: everything queued goes into one
                // transaction.
                let mut batch = vec![a];
                let mut replies = vec![reply];
                while batch.len() < MAX_BATCH {
                    match rx.try_recv() {
                        Ok(Req::Append(a, r)) => {
                            batch.push(a);
                            replies.push(r);
                        }
                        Ok(other) => {
                            next = Some(other);
                            break;
                        }
                        Err(_) => break,
                    }
                }
                let results = store.append(&batch);
                for ((r, reply), a) in results.into_iter().zip(replies).zip(&batch) {
                    if let Err(e) = &r {
                        log_failure(a.game(), "a write failed", e);
                    }
                    let _ = reply.send(r);
                }
            }
            Req::Create(g, reply) => {
                let r = store.create(&g);
                if let Err(e) = &r {
                    log_failure(&g.id, "storing a new game failed", e);
                }
                let _ = reply.send(r);
            }
            Req::Load(id, reply) => {
                let r = store.load(&id);
                if let Err(e) = &r {
                    log_failure(&id, "loading the game failed", e);
                }
                let _ = reply.send(r);
            }
            Req::Running(reply) => {
                let _ = reply.send(store.running());
            }
            Req::Open(n, reply) => {
                let _ = reply.send(store.open_games(n));
            }
            Req::Archive(before, reply) => {
                let _ = reply.send(store.archive_idle(before));
            }
            Req::Ping(reply) => {
                let _ = reply.send(store.ping());
            }
            Req::Own(id, reply) => {
                let _ = reply.send(store.own(&id));
            }
            Req::Disown(id) => store.disown(&id),
            Req::AdmitCreation(key, now, per_minute, reply) => {
                let _ = reply.send(store.admit_creation(&key, now, per_minute));
            }
            Req::Tail(id, seq, chat, reply) => {
                let r = store.tail(&id, seq, chat);
                if let Err(e) = &r {
                    log_failure(&id, "catching up failed", e);
                }
                let _ = reply.send(r);
            }
            Req::Sweep(followed, owned, reply) => {
                let _ = reply.send(store.sweep(&followed, &owned));
            }
            Req::Review(id, seat, reply) => {
                let _ = reply.send(store.review(&id, seat));
            }
            Req::PutReview(r, reply) => {
                let result = store.put_review(&r);
                if let Err(e) = &result {
                    log_failure(&r.game, "storing a review failed", e);
                }
                let _ = reply.send(result);
            }
            Req::Daily(op, reply) => {
                let result = store.daily(op);
                if let Err(e) = &result {
                    tracing::error!("a daily challenge's request failed: {e}");
                }
                let _ = reply.send(result);
            }
            Req::Close(reply) => {
                let _ = reply.send(store.checkpoint());
                return;
            }
            Req::Accounts(op, reply) => {
                let r = store.accounts(op);
                if let Err(e @ StoreError::Io(_)) = &r {
                    tracing::error!("an account's request failed: {e}");
                }
                let _ = reply.send(r);
            }
            Req::QuickJoin(e, cutoff, found_cutoff, reply) => {
                let _ = reply.send(store.quick_join(&e, cutoff, found_cutoff));
            }
            Req::QuickPoll(ticket, now, cutoff, reply) => {
                let _ = reply.send(store.quick_poll(&ticket, now, cutoff));
            }
            Req::QuickLeave(ticket, reply) => {
                let _ = reply.send(store.quick_leave(&ticket));
            }
            Req::Ratings(op, reply) => {
                let r = store.ratings(op);
                if let Err(e @ StoreError::Io(_)) = &r {
                    tracing::error!("reading ratings failed: {e}");
                }
                let _ = reply.send(r);
            }
            Req::QuickMatch(pool, game, cutoff, pairing, reply) => {
                let r = store.quick_match(&pool, &game, cutoff, pairing);
                if let Err(e) = &r {
                    log_failure(&game.id, "quick play: storing a found game failed", e);
                }
                let _ = reply.send(r);
            }
        }
    }
}

/// The handle of the writer thread that owns the store.
#[derive(Clone)]
pub struct StoreHandle {
    tx: mpsc::SyncSender<Req>,
    /// Requests sent so far (for tests and the operator).
    requests: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

fn gone<T>() -> Result<T, StoreError> {
    Err(StoreError::Io("the storage thread has stopped".into()))
}

impl StoreHandle {
    /// Starts the writer thread owning `store`.
    pub fn spawn(store: impl Store) -> StoreHandle {
        let (tx, rx) = mpsc::sync_channel::<Req>(QUEUE);
        std::thread::Builder::new()
            .name("marrakesh-store".into())
            .spawn(move || serve(store, rx))
            .expect("spawning the storage thread");
        StoreHandle {
            tx,
            requests: Default::default(),
        }
    }

    /// Starts the writer thread and opens the store on it with `open` (a
    /// blocking client, e.g. PostgreSQL's, must not start on the async
    /// runtime); fails as `open` fails.
    pub async fn open<S: Store>(
        open: impl FnOnce() -> Result<S, StoreError> + Send + 'static,
    ) -> Result<StoreHandle, StoreError> {
        let (tx, rx) = mpsc::sync_channel::<Req>(QUEUE);
        let (ready_tx, ready) = oneshot::channel();
        std::thread::Builder::new()
            .name("marrakesh-store".into())
            .spawn(move || match open() {
                Ok(store) => {
                    let _ = ready_tx.send(Ok(()));
                    serve(store, rx)
                }
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                }
            })
            .map_err(|e| StoreError::Io(format!("spawning the storage thread: {e}")))?;
        ready.await.unwrap_or_else(|_| gone())?;
        Ok(StoreHandle {
            tx,
            requests: Default::default(),
        })
    }

    /// Requests sent to the storage thread so far.
    pub fn requests(&self) -> u64 {
        self.requests.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Queues `req` without blocking: `Busy` when the queue is full.
    fn send(&self, req: Req) -> Result<(), StoreError> {
        self.requests
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match self.tx.try_send(req) {
            Ok(()) => Ok(()),
            Err(mpsc::TrySendError::Full(_)) => {
                crate::log::throttled(
                    "store_queue",
                    format!("a storage request was refused: {QUEUE} waiting"),
                );
                Err(StoreError::Busy)
            }
            Err(mpsc::TrySendError::Disconnected(_)) => gone(),
        }
    }

    async fn ask<T>(
        &self,
        make: impl FnOnce(oneshot::Sender<Result<T, StoreError>>) -> Req,
    ) -> Result<T, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(make(tx))?;
        rx.await.unwrap_or_else(|_| gone())
    }

    pub async fn create(&self, g: NewGame) -> Result<(), StoreError> {
        self.ask(|r| Req::Create(g, r)).await
    }

    /// Queues a write without waiting for it (a record that no answer
    /// depends on, e.g. a zombie countdown); writes from one task keep their
    /// order.
    pub fn append_later(&self, a: Append) {
        let (tx, _) = oneshot::channel();
        let _ = self.send(Req::Append(a, tx));
    }

    /// Resolves once the write is committed (or failed).
    pub async fn append(&self, a: Append) -> Result<(), StoreError> {
        let start = std::time::Instant::now();
        let r = self.ask(|r| Req::Append(a, r)).await;
        crate::metrics::METRICS.committed(r.is_ok(), start.elapsed());
        r
    }

    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let id = id.to_string();
        self.ask(|r| Req::Load(id, r)).await
    }

    pub async fn running(&self) -> Result<Vec<GameId>, StoreError> {
        self.ask(Req::Running).await
    }

    pub async fn open_games(&self, limit: usize) -> Result<Vec<OpenGame>, StoreError> {
        self.ask(|r| Req::Open(limit, r)).await
    }

    /// The database answers and its schema is current.
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.ask(Req::Ping).await
    }

    /// Takes game `id` for this process (see [`Store::own`]).
    pub async fn own(&self, id: &str) -> Result<bool, StoreError> {
        let id = id.to_string();
        self.ask(|r| Req::Own(id, r)).await
    }

    /// Admits a new game of client `key` (see [`Store::admit_creation`]).
    pub async fn admit_creation(
        &self,
        key: &str,
        now: i64,
        per_minute: u32,
    ) -> Result<Option<bool>, StoreError> {
        let key = key.to_string();
        self.ask(|r| Req::AdmitCreation(key, now, per_minute, r))
            .await
    }

    /// Gives game `id` up, without waiting.
    pub fn disown(&self, id: &str) {
        let _ = self.send(Req::Disown(id.to_string()));
    }

    pub async fn tail(&self, id: &str, seq: u64, chat: u64) -> Result<Tail, StoreError> {
        let id = id.to_string();
        self.ask(|r| Req::Tail(id, seq, chat, r)).await
    }

    pub async fn sweep(
        &self,
        followed: Vec<GameId>,
        owned: Vec<GameId>,
    ) -> Result<Sweep, StoreError> {
        self.ask(|r| Req::Sweep(followed, owned, r)).await
    }

    /// The stored review of a seat of a game (see [`Store::review`]).
    pub async fn review(&self, id: &str, seat: u8) -> Result<Option<String>, StoreError> {
        let id = id.to_string();
        self.ask(|r| Req::Review(id, seat, r)).await
    }

    /// Stores a review unless one is stored (see [`Store::put_review`]).
    pub async fn put_review(&self, review: StoredReview) -> Result<(), StoreError> {
        self.ask(|r| Req::PutReview(review, r)).await
    }

    /// A request about the daily challenge (see [`Store::daily`]).
    pub async fn daily(
        &self,
        op: crate::daily::store::Op,
    ) -> Result<crate::daily::store::Answer, StoreError> {
        self.ask(|r| Req::Daily(op, r)).await
    }

    pub async fn archive_idle(&self, before: i64) -> Result<usize, StoreError> {
        self.ask(|r| Req::Archive(before, r)).await
    }

    /// A request about accounts (see [`Store::accounts`]).
    pub async fn accounts(
        &self,
        op: crate::accounts::store::Op,
    ) -> Result<crate::accounts::store::Answer, StoreError> {
        self.ask(|r| Req::Accounts(op, r)).await
    }

    /// Reads ratings (see [`Store::ratings`]).
    pub async fn ratings(
        &self,
        op: crate::ratings::store::Op,
    ) -> Result<crate::ratings::store::Answer, StoreError> {
        self.ask(|r| Req::Ratings(op, r)).await
    }

    /// Quick play: puts a ticket in the queue (see [`Store::quick_join`]).
    pub async fn quick_join(
        &self,
        e: QueueEntry,
        cutoff: i64,
        found_cutoff: i64,
    ) -> Result<(), StoreError> {
        self.ask(|r| Req::QuickJoin(e, cutoff, found_cutoff, r))
            .await
    }

    /// Quick play: where a ticket stands (see [`Store::quick_poll`]).
    pub async fn quick_poll(
        &self,
        ticket_sha256: String,
        now: i64,
        cutoff: i64,
    ) -> Result<Option<QueueState>, StoreError> {
        self.ask(|r| Req::QuickPoll(ticket_sha256, now, cutoff, r))
            .await
    }

    /// Quick play: leaves the queue (see [`Store::quick_leave`]).
    pub async fn quick_leave(&self, ticket_sha256: String) -> Result<bool, StoreError> {
        self.ask(|r| Req::QuickLeave(ticket_sha256, r)).await
    }

    /// Quick play: starts `game` if enough tickets of `pool` wait (see
    /// [`Store::quick_match`]).
    pub async fn quick_match(
        &self,
        pool: String,
        game: NewGame,
        cutoff: i64,
        pairing: rows::Pairing,
    ) -> Result<bool, StoreError> {
        self.ask(|r| Req::QuickMatch(pool, Box::new(game), cutoff, pairing, r))
            .await
    }

    /// Drains the queue, checkpoints and stops the writer thread (waiting
    /// up to 5 s for room in a full queue).
    pub async fn close(&self) -> Result<(), StoreError> {
        for _ in 0..100 {
            match self.ask(Req::Close).await {
                Err(StoreError::Busy) => {
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await
                }
                r => return r,
            }
        }
        Err(StoreError::Busy)
    }
}
