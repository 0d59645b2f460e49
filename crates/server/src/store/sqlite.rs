//! The embedded SQLite store: one file, WAL. With `synchronous=FULL` every
//! commit is synced to disk before it is acknowledged (survives `kill -9`,
//! an OS crash and power loss); with `NORMAL` the WAL is synced only at
//! checkpoints: a commit is in the OS's file cache when it is acknowledged,
//! which survives `kill -9` of the server but not an OS crash or power loss
//! (<https://www.sqlite.org/pragma.html#pragma_synchronous>).
//!
//! The WAL is moved into the database file by a checkpointer thread on its
//! own connection, not by SQLite's automatic checkpoint: that one runs in
//! the committing connection, i.e. on the storage thread, and holds every
//! queued write for the few milliseconds it takes (the load benchmark's
//! tail latency, docs/PERFORMANCE.md). A `PASSIVE` checkpoint never blocks
//! the writer, and the writer starts the WAL over from its beginning once
//! a checkpoint has caught up (<https://www.sqlite.org/wal.html#ckpt>).

use super::*;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

pub struct Sqlite {
    conn: Connection,
    /// Stopped (and joined) when the store is dropped; none in memory.
    _checkpointer: Option<Checkpointer>,
}

/// How often the checkpointer looks at the WAL.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(500);

/// The checkpointer thread of a file database (see the module comment).
struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing `path` every [`CHECKPOINT_EVERY`] on a
    /// connection of its own.
    fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path).map_err(io)?;
        conn.execute_batch("PRAGMA busy_timeout=5000;")
            .map_err(io)?;
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("marrakesh-checkpoint".into())
            .spawn(move || {
                let (lock, wake) = &*flag;
                let mut stopped = lock.lock().unwrap_or_else(|e| e.into_inner());
                while !*stopped {
                    stopped = wake
                        .wait_timeout(stopped, CHECKPOINT_EVERY)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                    if *stopped {
                        break;
                    }
                    // A checkpoint that finds the WAL busy does what it
                    // can and is tried again next time.
                    if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
                    {
                        crate::log::throttled(
                            "checkpoint",
                            format!("a WAL checkpoint failed: {e}"),
                        );
                    }
                }
            })
            .map_err(|e| StoreError::Io(format!("spawning the checkpoint thread: {e}")))?;
        Ok(Checkpointer {
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        let (lock, wake) = &*self.stop;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        wake.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// SQLite's `synchronous` setting for the WAL (see the module comment).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Synchronous {
    /// Every commit synced: survives power loss.
    #[default]
    Full,
    /// Synced at checkpoints: survives a killed process, not power loss.
    Normal,
}

impl Synchronous {
    pub fn parse(s: &str) -> Option<Synchronous> {
        match s {
            "full" => Some(Synchronous::Full),
            "normal" => Some(Synchronous::Normal),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Synchronous::Full => "full",
            Synchronous::Normal => "normal",
        }
    }
}

fn io(e: rusqlite::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    seed_sha256 TEXT NOT NULL,
    options TEXT NOT NULL,
    status TEXT NOT NULL,
    public INTEGER NOT NULL,
    spectator_sha256 TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    wake INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    token_sha256 TEXT,
    controller TEXT NOT NULL,
    claimed INTEGER NOT NULL,
    away_since INTEGER,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS log (
    game TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    entry TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game, seq)
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS seat_names (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE TABLE IF NOT EXISTS chat (
    game TEXT NOT NULL REFERENCES games(id),
    id INTEGER NOT NULL,
    channel TEXT NOT NULL,
    seat INTEGER,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game, id)
);
CREATE TABLE IF NOT EXISTS reviews (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    review TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);
";

/// A queue row as polled: `n`, pool, options, players, game, seat, seen.
type QueueRow = (
    i64,
    String,
    String,
    u8,
    Option<String>,
    Option<u8>,
    i64,
    Option<String>,
);

/// The quick play queue ([`crate::quick_play`]): one row per ticket, in
/// order of joining (`n`); `game` and `seat` once a game was found.
/// `account`: the waiting account (`NULL`: a guest).
const QUICK_PLAY_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS quick_play (
    n INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_sha256 TEXT NOT NULL UNIQUE,
    token_sha256 TEXT NOT NULL,
    pool TEXT NOT NULL,
    options TEXT NOT NULL,
    players INTEGER NOT NULL,
    account TEXT,
    joined INTEGER NOT NULL,
    seen INTEGER NOT NULL,
    game TEXT REFERENCES games(id),
    seat INTEGER
);
CREATE INDEX IF NOT EXISTS quick_play_waiting ON quick_play(pool, n) WHERE game IS NULL;
";

/// The schema's version (`PRAGMA user_version`): 0 is the first schema
/// (without `games.wake` and `seats.away_since`); [`Sqlite::migrate`]
/// upgrades a file in place.
pub const SCHEMA_VERSION: i64 = 1;

impl Sqlite {
    /// Opens (or creates) the database file, `synchronous=FULL`.
    pub fn open(path: &Path) -> Result<Sqlite, StoreError> {
        Sqlite::open_with(path, Synchronous::Full)
    }

    /// Opens (or creates) the database file.
    pub fn open_with(path: &Path, sync: Synchronous) -> Result<Sqlite, StoreError> {
        let conn = Connection::open(path).map_err(io)?;
        let mut store = Sqlite::init(conn, sync)?;
        // The checkpointer thread checkpoints; the writer never does.
        store
            .conn
            .execute_batch("PRAGMA wal_autocheckpoint=0;")
            .map_err(io)?;
        store._checkpointer = Some(Checkpointer::start(path)?);
        Ok(store)
    }

    /// An in-memory database (tests).
    pub fn in_memory() -> Result<Sqlite, StoreError> {
        Sqlite::init(Connection::open_in_memory().map_err(io)?, Synchronous::Full)
    }

    fn init(conn: Connection, sync: Synchronous) -> Result<Sqlite, StoreError> {
        let mode: String = conn
            .query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))
            .map_err(io)?;
        if mode != "wal" && mode != "memory" {
            return Err(StoreError::Io(format!(
                "the database refuses WAL mode (journal_mode is {mode})"
            )));
        }
        conn.execute_batch(&format!(
            "PRAGMA synchronous={}; PRAGMA busy_timeout=5000; PRAGMA foreign_keys=ON;",
            sync.name().to_ascii_uppercase()
        ))
        .map_err(io)?;
        Sqlite::migrate(&conn)?;
        conn.execute_batch(SCHEMA).map_err(io)?;
        conn.execute_batch(crate::accounts::store::SQLITE_SCHEMA)
            .map_err(io)?;
        conn.execute_batch(crate::accounts::passkey_store::SQLITE_SCHEMA)
            .map_err(io)?;
        conn.execute_batch(crate::accounts::throttle::SQLITE_SCHEMA)
            .map_err(io)?;
        conn.execute_batch(crate::daily::store::SQLITE_SCHEMA)
            .map_err(io)?;
        conn.execute_batch(QUICK_PLAY_SCHEMA).map_err(io)?;
        conn.execute_batch(crate::ratings::store::SQLITE_SCHEMA)
            .map_err(io)?;
        conn.execute_batch(&format!("PRAGMA user_version={SCHEMA_VERSION}"))
            .map_err(io)?;
        Ok(Sqlite {
            conn,
            _checkpointer: None,
        })
    }

    /// Upgrades a file of an older schema in place, in one transaction:
    /// version 0 → 1 adds `games.wake` (1: every running game is loaded
    /// once at the next start, which sets it right) and
    /// `seats.away_since` (empty: the countdown starts at the next load).
    fn migrate(conn: &Connection) -> Result<(), StoreError> {
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(io)?;
        let has = |table: &str, column: &str| -> Result<bool, StoreError> {
            let mut st = conn
                .prepare(&format!("PRAGMA table_info({table})"))
                .map_err(io)?;
            let names = st
                .query_map([], |r| r.get::<_, String>(1))
                .map_err(io)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(io)?;
            Ok(names.iter().any(|n| n == column))
        };
        if version > SCHEMA_VERSION {
            return Err(StoreError::Io(format!(
                "the database's schema is version {version}, newer than this server's {SCHEMA_VERSION}: run the newer server"
            )));
        }
        if version == SCHEMA_VERSION || !has("games", "id")? {
            return Ok(());
        }
        let mut steps = Vec::new();
        if !has("games", "wake")? {
            steps.push("ALTER TABLE games ADD COLUMN wake INTEGER NOT NULL DEFAULT 1;");
        }
        if !has("seats", "away_since")? {
            steps.push("ALTER TABLE seats ADD COLUMN away_since INTEGER;");
        }
        conn.execute_batch(&format!(
            "BEGIN IMMEDIATE; {} PRAGMA user_version={SCHEMA_VERSION}; COMMIT;",
            steps.join(" ")
        ))
        .map_err(io)
    }
}

/// The statements of an [`Append`] on SQLite (its meaning is
/// [`super::write`]'s).
struct Writes<'a>(&'a Connection);

/// How an insert ended: a taken key or an unknown game (foreign key) is
/// not a failure of the database.
fn inserted(r: rusqlite::Result<usize>) -> Result<Inserted, StoreError> {
    match r {
        Ok(_) => Ok(Inserted::Done),
        Err(rusqlite::Error::SqliteFailure(f, _))
            if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY =>
        {
            Ok(Inserted::NoGame)
        }
        Err(rusqlite::Error::SqliteFailure(f, _))
            if f.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            Ok(Inserted::Exists)
        }
        Err(e) => Err(io(e)),
    }
}

impl Writer for Writes<'_> {
    fn insert_entry(
        &mut self,
        game: &str,
        row: &LogRow,
        wake: bool,
    ) -> Result<Inserted, StoreError> {
        let r = inserted(self.0.execute(
            "INSERT INTO log (game, seq, seat, entry, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, row.seq as i64, row.seat, row.entry.to_json(), row.at],
        ))?;
        if r == Inserted::Done {
            self.0
                .execute(
                    "UPDATE games SET last_at = ?2, wake = ?3 WHERE id = ?1",
                    params![game, row.at, wake],
                )
                .map_err(io)?;
        }
        Ok(r)
    }

    fn set_wake(&mut self, game: &str, wake: bool) -> Result<(), StoreError> {
        self.0
            .execute(
                "UPDATE games SET wake = ?2 WHERE id = ?1",
                params![game, wake],
            )
            .map(drop)
            .map_err(io)
    }

    fn set_away(&mut self, game: &str, seat: u8, since: Option<i64>) -> Result<(), StoreError> {
        self.0
            .execute(
                "UPDATE seats SET away_since = ?3 WHERE game = ?1 AND seat = ?2",
                params![game, seat, since],
            )
            .map(drop)
            .map_err(io)
    }

    fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<Inserted, StoreError> {
        inserted(self.0.execute(
            "INSERT INTO seat_names (game, seat, name) VALUES (?1, ?2, ?3) \
             ON CONFLICT (game, seat) DO UPDATE SET name = excluded.name",
            params![game, seat, name],
        ))
    }

    fn insert_chat(&mut self, game: &str, row: &ChatRow) -> Result<Inserted, StoreError> {
        inserted(self.0.execute(
            "INSERT INTO chat (game, id, channel, seat, name, text, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![game, row.id as i64, row.channel.name(), row.seat, row.name, row.text, row.at],
        ))
    }

    fn delete_chat(&mut self, game: &str, upto: u64) -> Result<(), StoreError> {
        self.0
            .execute(
                "DELETE FROM chat WHERE game = ?1 AND id <= ?2",
                params![game, upto as i64],
            )
            .map(drop)
            .map_err(io)
    }

    fn set_status(&mut self, game: &str, status: Status) -> Result<u64, StoreError> {
        self.0
            .execute(
                "UPDATE games SET status = ?2 WHERE id = ?1",
                params![game, status.name()],
            )
            .map(|n| n as u64)
            .map_err(io)
    }

    fn set_seat(&mut self, game: &str, seat: &StoredSeat) -> Result<u64, StoreError> {
        self.0
            .execute(
                "UPDATE seats SET token_sha256 = ?3, controller = ?4, claimed = ?5, away_since = ?6 \
                 WHERE game = ?1 AND seat = ?2",
                params![
                    game,
                    seat.seat,
                    seat.token_sha256,
                    seat.controller.spec(),
                    seat.claimed,
                    seat.away_since
                ],
            )
            .map(|n| n as u64)
            .map_err(io)
    }

    fn swap_seat(
        &mut self,
        game: &str,
        seat: &StoredSeat,
        was: &StoredSeat,
    ) -> Result<u64, StoreError> {
        self.0
            .execute(
                "UPDATE seats SET token_sha256 = ?3, controller = ?4, claimed = ?5 \
                 WHERE game = ?1 AND seat = ?2 AND token_sha256 IS ?6 AND controller = ?7 AND claimed = ?8",
                params![
                    game,
                    seat.seat,
                    seat.token_sha256,
                    seat.controller.spec(),
                    seat.claimed,
                    was.token_sha256,
                    was.controller.spec(),
                    was.claimed
                ],
            )
            .map(|n| n as u64)
            .map_err(io)
    }

    /// Alone, a process counts its own sockets only.
    fn set_presence(&mut self, _game: &str, _sockets: &[u32]) -> Result<(), StoreError> {
        Ok(())
    }

    fn rate(
        &mut self,
        game: &str,
        outcome: &crate::ratings::method::Outcome,
    ) -> Result<(), StoreError> {
        crate::ratings::store::rate(&mut crate::ratings::store::Sqlite(self.0), game, outcome)
    }
}

/// Inserts a new game and its seats (in the caller's transaction).
fn insert_game(tx: &Connection, g: &NewGame) -> Result<(), StoreError> {
    tx.execute(
            "INSERT INTO games (id, setup, seed_sha256, options, status, public, spectator_sha256, created_at, last_at) \
             VALUES (?1, ?2, ?3, ?4, 'running', ?5, ?6, ?7, ?7)",
            params![g.id, g.setup, g.seed_sha256, g.options.to_json(), g.public, g.spectator_sha256, g.created_at],
        )
        .map_err(|e| match e {
            rusqlite::Error::SqliteFailure(f, _)
                if f.code == rusqlite::ErrorCode::ConstraintViolation =>
            {
                StoreError::Conflict(format!("game {} exists", g.id))
            }
            e => io(e),
        })?;
    for s in &g.seats {
        tx.execute(
                "INSERT INTO seats (game, seat, kind, token_sha256, controller, claimed, away_since) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![g.id, s.seat, s.kind.name(), s.token_sha256, s.controller.spec(), s.claimed, s.away_since],
            )
            .map_err(io)?;
        if let Some(name) = &s.name {
            tx.execute(
                "INSERT INTO seat_names (game, seat, name) VALUES (?1, ?2, ?3)",
                params![g.id, s.seat, name],
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

impl Store for Sqlite {
    fn daily(
        &mut self,
        op: crate::daily::store::Op,
    ) -> Result<crate::daily::store::Answer, StoreError> {
        crate::daily::store::sqlite(&mut self.conn, op)
    }

    fn accounts(
        &mut self,
        op: crate::accounts::store::Op,
    ) -> Result<crate::accounts::store::Answer, StoreError> {
        crate::accounts::store::sqlite(&mut self.conn, op)
    }

    fn ratings(
        &mut self,
        op: crate::ratings::store::Op,
    ) -> Result<crate::ratings::store::Answer, StoreError> {
        crate::ratings::store::sqlite(&self.conn, op)
    }

    fn create(&mut self, g: &NewGame) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(io)?;
        insert_game(&tx, g)?;
        tx.commit().map_err(io)
    }

    fn append(&mut self, batch: &[Append]) -> Vec<Result<(), StoreError>> {
        let mut tx = match self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
        {
            Ok(tx) => tx,
            Err(e) => {
                let msg = e.to_string();
                return batch
                    .iter()
                    .map(|_| Err(StoreError::Io(msg.clone())))
                    .collect();
            }
        };
        let mut results = Vec::with_capacity(batch.len());
        for a in batch {
            let r = match tx.savepoint() {
                Ok(mut sp) => match write(&mut Writes(&sp), a) {
                    Ok(()) => sp.commit().map_err(io),
                    Err(e) => {
                        let _ = sp.rollback();
                        Err(e)
                    }
                },
                Err(e) => Err(io(e)),
            };
            results.push(r);
        }
        match tx.commit() {
            Ok(()) => results,
            Err(e) => {
                let msg = e.to_string();
                batch
                    .iter()
                    .map(|_| Err(StoreError::Io(msg.clone())))
                    .collect()
            }
        }
    }

    fn load(&mut self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT setup, seed_sha256, options, status, public, spectator_sha256, created_at, wake FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, bool>(4)?,
                        r.get::<_, String>(5)?,
                        r.get::<_, i64>(6)?,
                        r.get::<_, bool>(7)?,
                    ))
                },
            )
            .optional()
            .map_err(io)?;
        let Some((setup, seed_sha256, options, status, public, spectator_sha256, created_at, wake)) =
            row
        else {
            return Ok(None);
        };
        let status = Status::parse(&status)
            .ok_or_else(|| StoreError::Io(format!("game {id}: unknown status {status}")))?;
        let mut st = self
            .conn
            .prepare_cached(
                "SELECT s.seat, s.kind, s.token_sha256, s.controller, s.claimed, s.away_since, n.name FROM seats s \
                 LEFT JOIN seat_names n ON n.game = s.game AND n.seat = s.seat \
                 WHERE s.game = ?1 ORDER BY s.seat",
            )
            .map_err(io)?;
        let seats = st
            .query_map(params![id], |r| {
                Ok((
                    r.get::<_, u8>(0)?,
                    r.get::<_, String>(1)?,
                    r.get(2)?,
                    r.get::<_, String>(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            })
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io)?
            .into_iter()
            .map(
                |(seat, kind, token_sha256, controller, claimed, away_since, name)| {
                    let (kind, controller) = rows::seat_columns(id, seat, &kind, &controller)?;
                    Ok(StoredSeat {
                        seat,
                        kind,
                        token_sha256,
                        controller,
                        claimed,
                        away_since,
                        name,
                    })
                },
            )
            .collect::<Result<Vec<_>, StoreError>>()?;
        drop(st);
        let mut st = self
            .conn
            .prepare_cached("SELECT seq, seat, entry, at FROM log WHERE game = ?1 ORDER BY seq")
            .map_err(io)?;
        let log = st
            .query_map(params![id], |r| {
                Ok((
                    r.get::<_, i64>(0)? as u64,
                    r.get(1)?,
                    r.get::<_, String>(2)?,
                    r.get(3)?,
                ))
            })
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io)?
            .into_iter()
            .map(|(seq, seat, entry, at)| {
                Ok(LogRow {
                    seq,
                    seat,
                    entry: rows::log_entry(id, seq, &entry)?,
                    at,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        drop(st);
        let mut st = self
            .conn
            .prepare_cached(
                "SELECT id, channel, seat, name, text, at FROM chat WHERE game = ?1 ORDER BY id DESC LIMIT ?2",
            )
            .map_err(io)?;
        let mut chat = st
            .query_map(params![id, CHAT_KEEP as i64], |r| {
                let channel: String = r.get(1)?;
                Ok(ChatRow {
                    id: r.get::<_, i64>(0)? as u64,
                    channel: ChatChannel::parse(&channel).unwrap_or(ChatChannel::Spectators),
                    seat: r.get(2)?,
                    name: r.get(3)?,
                    text: r.get(4)?,
                    at: r.get(5)?,
                })
            })
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io)?;
        chat.reverse();
        Ok(Some(StoredGame {
            game: NewGame {
                id: id.to_string(),
                setup,
                seed_sha256,
                options: GameOptions::parse(id, &options),
                public,
                spectator_sha256,
                seats,
                created_at,
            },
            status,
            wake,
            log,
            chat,
        }))
    }

    fn running(&mut self) -> Result<Vec<GameId>, StoreError> {
        let mut st = self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE status = 'running' AND wake = 1 ORDER BY created_at",
            )
            .map_err(io)?;
        let ids = st
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io);
        ids
    }

    fn open_games(&mut self, limit: usize) -> Result<Vec<OpenGame>, StoreError> {
        let mut st = self
            .conn
            .prepare_cached(
                "SELECT g.id, g.options, g.created_at, group_concat(s.seat) FROM games g \
                 JOIN seats s ON s.game = g.id \
                 WHERE g.status = 'running' AND g.public = 1 AND s.kind = 'human' AND s.claimed = 0 \
                 GROUP BY g.id ORDER BY g.created_at DESC LIMIT ?1",
            )
            .map_err(io)?;
        let rows = st
            .query_map(params![limit as i64], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io)?;
        Ok(rows
            .into_iter()
            .map(|(game, options, created_at, seats)| OpenGame {
                options: GameOptions::parse(&game, &options),
                game,
                free_seats: seats.split(',').filter_map(|s| s.parse().ok()).collect(),
                created_at,
            })
            .collect())
    }

    fn archive_idle(&mut self, before: i64) -> Result<usize, StoreError> {
        self.conn
            .execute(
                "UPDATE games SET status = 'archived' WHERE status = 'running' AND last_at < ?1",
                params![before],
            )
            .map_err(io)
    }

    fn ping(&mut self) -> Result<(), StoreError> {
        let version: i64 = self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(io)?;
        if version != SCHEMA_VERSION {
            return Err(StoreError::Io(format!(
                "the schema is version {version}, this server needs {SCHEMA_VERSION}"
            )));
        }
        Ok(())
    }

    fn review(&mut self, id: &str, seat: u8) -> Result<Option<String>, StoreError> {
        self.conn
            .query_row(
                "SELECT review FROM reviews WHERE game = ?1 AND seat = ?2",
                params![id, seat],
                |r| r.get(0),
            )
            .optional()
            .map_err(io)
    }

    fn put_review(&mut self, r: &StoredReview) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT INTO reviews (game, seat, review, at) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (game, seat) DO NOTHING",
                params![r.game, r.seat, r.review, r.at],
            )
            .map(|_| ())
            .map_err(io)
    }

    fn checkpoint(&mut self) -> Result<(), StoreError> {
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .map_err(io)
    }

    fn quick_join(
        &mut self,
        e: &QueueEntry,
        cutoff: i64,
        found_cutoff: i64,
    ) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(io)?;
        tx.execute(
            "DELETE FROM quick_play WHERE (game IS NULL AND seen < ?1) OR (game IS NOT NULL AND seen < ?2)",
            params![cutoff, found_cutoff],
        )
        .map_err(io)?;
        tx.execute(
            "INSERT INTO quick_play (ticket_sha256, token_sha256, pool, options, players, account, joined, seen) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
            params![e.ticket_sha256, e.token_sha256, e.pool, e.options, e.players, e.account.map(|a| a.to_string()), e.at],
        )
        .map_err(io)?;
        tx.commit().map_err(io)
    }

    fn quick_poll(
        &mut self,
        ticket_sha256: &str,
        now: i64,
        cutoff: i64,
    ) -> Result<Option<QueueState>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(io)?;
        let row: Option<QueueRow> = tx
            .query_row(
                "SELECT n, pool, options, players, game, seat, seen, account FROM quick_play WHERE ticket_sha256 = ?1",
                params![ticket_sha256],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                    ))
                },
            )
            .optional()
            .map_err(io)?;
        let Some((n, pool, options, players, game, seat, seen, account)) = row else {
            return Ok(None);
        };
        let state = match (game, seat) {
            (Some(game), Some(seat)) => Some(QueueState::Found {
                game,
                seat,
                account: rows::queue_account(account.as_deref()),
            }),
            _ if seen < cutoff => {
                tx.execute("DELETE FROM quick_play WHERE n = ?1", params![n])
                    .map_err(io)?;
                None
            }
            _ => {
                let (position, queued): (u32, u32) = tx
                    .query_row(
                        "SELECT count(*) FILTER (WHERE n <= ?2), count(*) FROM quick_play \
                         WHERE pool = ?1 AND game IS NULL AND seen >= ?3",
                        params![pool, n, cutoff],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .map_err(io)?;
                Some(QueueState::Waiting {
                    position,
                    queued,
                    players,
                    options,
                })
            }
        };
        if state.is_some() {
            tx.execute(
                "UPDATE quick_play SET seen = ?2 WHERE n = ?1",
                params![n, now],
            )
            .map_err(io)?;
        }
        tx.commit().map_err(io)?;
        Ok(state)
    }

    fn quick_leave(&mut self, ticket_sha256: &str) -> Result<bool, StoreError> {
        self.conn
            .execute(
                "DELETE FROM quick_play WHERE ticket_sha256 = ?1 AND game IS NULL",
                params![ticket_sha256],
            )
            .map(|n| n > 0)
            .map_err(io)
    }

    fn quick_match(
        &mut self,
        pool: &str,
        game: &NewGame,
        cutoff: i64,
        pairing: rows::Pairing,
    ) -> Result<bool, StoreError> {
        // One writer: the storage thread's transaction serialises matching.
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(io)?;
        let want = game.seats.len();
        let waiting: Vec<(i64, String, rows::Waiting)> = {
            let mut st = tx
                .prepare(
                    "SELECT q.n, q.token_sha256, r.mu, q.joined FROM quick_play q \
                     LEFT JOIN ratings r ON r.account = CAST(q.account AS INTEGER) \
                     WHERE q.pool = ?1 AND q.game IS NULL AND q.seen >= ?2 ORDER BY q.n LIMIT ?3",
                )
                .map_err(io)?;
            let found = st
                .query_map(params![pool, cutoff, rows::PAIRING_SCAN], |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        rows::Waiting {
                            rating: r.get(2)?,
                            joined: r.get(3)?,
                        },
                    ))
                })
                .map_err(io)?;
            found.collect::<Result<_, _>>().map_err(io)?
        };
        let seen: Vec<rows::Waiting> = waiting.iter().map(|t| t.2).collect();
        let tickets: Vec<(i64, String)> = rows::pair_by_rating(&seen, want, pairing)
            .unwrap_or_default()
            .into_iter()
            .map(|i| (waiting[i].0, waiting[i].1.clone()))
            .collect();
        if tickets.len() < want {
            return Ok(false);
        }
        let mut g = game.clone();
        for (seat, (_, token)) in g.seats.iter_mut().zip(&tickets) {
            seat.token_sha256 = Some(token.clone());
        }
        insert_game(&tx, &g)?;
        for (seat, (n, _)) in g.seats.iter().zip(&tickets) {
            tx.execute(
                "UPDATE quick_play SET game = ?2, seat = ?3 WHERE n = ?1",
                params![n, g.id, seat.seat],
            )
            .map_err(io)?;
        }
        tx.commit().map_err(io)?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    /// The bundled SQLite has the fix for CVE-2025-6965 (3.50.2).
    #[test]
    fn the_bundled_sqlite_is_at_least_3_50_2() {
        assert!(
            rusqlite::version_number() >= 3_050_002,
            "SQLite {}",
            rusqlite::version()
        );
    }
}
