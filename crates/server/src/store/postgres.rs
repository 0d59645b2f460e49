//! The PostgreSQL store (`--db postgres://…`): the same tables and the same
//! record-of-actions design as [`super::sqlite`], for a host whose games
//! should live in a database server (backups with `pg_dump`, a database on
//! another machine). It runs on the storage thread like SQLite, with the
//! synchronous `postgres` client; a lost connection is opened again on the
//! next request (that request fails with `storage`, nothing written).
//!
//! Every commit is durable when acknowledged (PostgreSQL's default
//! `synchronous_commit=on`). The key `(game, seq)` of the log refuses a
//! second writer of the same entry, as in SQLite.
//!
//! One process serves a database at a time: it holds a session-level
//! advisory lock ([`SERVING_LOCK`]) on its connection. Another process
//! started on the same database waits for that lock as a standby (it does
//! not listen yet); when the serving process stops or dies, PostgreSQL
//! ends its session and frees the lock, and the standby takes over within
//! a second: it resumes the running games from the database. A process
//! that loses its connection and finds the lock taken when it reconnects
//! has been replaced: it writes nothing more (every request fails,
//! `/readyz` answers 503).
//!
//! With `--cluster` ([`Postgres::open_cluster`]) every process serves at
//! once instead (see cluster.rs): a process owns a live game while
//! it holds that game's advisory lock ([`game_key`]) on this connection
//! ([`Store::own`]); every commit of a log entry, seat, name or chat message
//! sends a notification (`NOTIFY marrakesh, 'node game seq'`, delivered
//! when the transaction commits) that [`listen`] hands to the other
//! processes, and [`Store::tail`] reads what they missed. Losing the
//! connection loses the locks: [`Store::sweep`] reports those games as
//! lost, and the `(game, seq)` key keeps two writers from committing the
//! same entry meanwhile.
//!
//! Schema versions live in `marrakesh_schema`; [`MIGRATIONS`] upgrade a
//! database in place, one transaction each, under an advisory lock (two
//! processes starting at once migrate once).

use super::*;
use ::postgres::error::SqlState;
use ::postgres::fallible_iterator::FallibleIterator;
use ::postgres::{Client, GenericClient, NoTls};

/// The schema's migrations, in order: version `i + 1` is `MIGRATIONS[i]`.
pub const MIGRATIONS: &[&str] = &[
    // 1: the tables of SQLite's schema version 1, with PostgreSQL's types.
    "
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    seed_sha256 TEXT NOT NULL,
    options TEXT NOT NULL,
    status TEXT NOT NULL,
    public BOOLEAN NOT NULL,
    spectator_sha256 TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    last_at BIGINT NOT NULL,
    wake BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE TABLE seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    kind TEXT NOT NULL,
    token_sha256 TEXT,
    controller TEXT NOT NULL,
    claimed BOOLEAN NOT NULL,
    away_since BIGINT,
    PRIMARY KEY (game, seat)
);
CREATE TABLE log (
    game TEXT NOT NULL REFERENCES games(id),
    seq BIGINT NOT NULL,
    seat SMALLINT NOT NULL,
    entry TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, seq)
);
CREATE INDEX games_status ON games(status);
CREATE TABLE seat_names (
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE TABLE chat (
    game TEXT NOT NULL REFERENCES games(id),
    id BIGINT NOT NULL,
    channel TEXT NOT NULL,
    seat SMALLINT,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, id)
);
",
    // 2: the sockets each process has of a game (several processes
    // serving; a row counts while its process's node lock is held).
    "
CREATE TABLE presence (
    game TEXT NOT NULL REFERENCES games(id),
    node BIGINT NOT NULL,
    sockets INTEGER[] NOT NULL,
    PRIMARY KEY (game, node)
);
",
    // 3: new games per client and minute, counted by every process
    // (several processes serving); a client is a hash of its address.
    "
CREATE TABLE creations (
    client TEXT PRIMARY KEY,
    minute BIGINT NOT NULL,
    games INTEGER NOT NULL
);
",
    // 4: new games per client as a rate (GCRA: the time, unix ms, at which
    // the client's next game is due), not per clock minute.
    "
DROP TABLE creations;
CREATE TABLE creation_due (
    client TEXT PRIMARY KEY,
    due BIGINT NOT NULL
);
",
    // 5: the strong bot's review of a finished game, one per seat.
    "
CREATE TABLE reviews (
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    review TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, seat)
);
",
    // 6: accounts, their sessions and the seats they hold.
    crate::accounts::store::POSTGRES_SCHEMA,
    // 7: the daily challenge's seeds and attempts.
    crate::daily::store::POSTGRES_SCHEMA,
    // 8: the quick play queue (crate::quick_play), one for every process:
    // one row per ticket in order of joining (`n`); `game` and `seat` once
    // a game was found; `account` the waiting account (NULL: a guest).
    "
CREATE TABLE quick_play (
    n BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ticket_sha256 TEXT NOT NULL UNIQUE,
    token_sha256 TEXT NOT NULL,
    pool TEXT NOT NULL,
    options TEXT NOT NULL,
    players SMALLINT NOT NULL,
    account TEXT,
    joined BIGINT NOT NULL,
    seen BIGINT NOT NULL,
    game TEXT REFERENCES games(id),
    seat SMALLINT
);
CREATE INDEX quick_play_waiting ON quick_play(pool, n) WHERE game IS NULL;
",
    // 9: ratings (crate::ratings): each account's, each game the ratings
    // saw, each rated seat's change.
    crate::ratings::store::POSTGRES_SCHEMA,
    // 10: accounts' passkeys and the passkey ceremonies under way.
    crate::accounts::passkey_store::POSTGRES_SCHEMA,
    // 11: sign-in attempts, counted by every process (accounts' throttle).
    crate::accounts::throttle::POSTGRES_SCHEMA,
    // 12: the accounts holding a game's seats, found by the seat (each
    // summary of a game names them, crate::ratings::holders).
    crate::ratings::store::POSTGRES_HOLDERS_INDEX,
];

/// The schema version this server needs.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The advisory lock key taken while migrating ("marrakes" in ASCII).
const MIGRATION_LOCK: i64 = 0x6d61_7272_616b_6573;
/// The advisory lock the serving process holds for its session
/// ("marrakeS").
pub const SERVING_LOCK: i64 = 0x6d61_7272_616b_6553;

/// The channel of the notifications (several processes serving).
pub const CHANNEL: &str = "marrakesh";

/// The game field of a notification that an account's session ended
/// (`node ~session HASH`: the session id's SHA-256), so that every
/// process closes its sockets of it.
const SESSION_ENDED: &str = "~session";

/// The first key of the advisory lock taken while matching a quick play
/// pool (the second: `hashtext` of the pool): one matcher per pool over
/// every process ("quic").
const QUICK_PLAY_CLASS: i32 = 0x7175_6963;
/// The first key of the advisory lock each process serving together holds
/// while it lives (the second is its node id): "marr".
const NODE_CLASS: i32 = 0x6d61_7272;

/// The advisory lock key of game `id` (64 bits of SHA-256: two games
/// sharing a key would only share an owner).
pub fn game_key(id: &str) -> i64 {
    use sha2::{Digest, Sha256};
    let d = Sha256::digest(format!("marrakesh game {id}").as_bytes());
    i64::from_be_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

pub struct Postgres {
    url: String,
    client: Option<Client>,
    /// Counts the connections opened: statements prepared on an older one
    /// are gone.
    connection: u64,
    /// The move's statement, prepared once per connection.
    prepared: Prepared,
    /// Another process serves the database now: nothing more is written.
    fenced: bool,
    /// Every process serves (`--cluster`): games are owned one by one.
    cluster: Option<Cluster>,
}

/// This process's part in serving a database together with others.
struct Cluster {
    /// This process's random id (its own notifications are not its news).
    node: u32,
    /// The processes alive at the last sweep.
    nodes: std::collections::HashSet<u32>,
    /// The games whose lock this connection holds, with how many actors
    /// of this process took it (released at 0).
    owned: std::collections::HashMap<String, u32>,
    /// New games admitted ([`Store::admit_creation`]), for the sweep of old rows.
    creations: u32,
}

/// The move's statement ([`APPEND_ENTRY`]) prepared on one connection
/// (`connection` of [`Postgres`]): a move then costs one round trip, not a
/// parse first.
#[derive(Default)]
struct Prepared {
    connection: u64,
    append_entry: Option<::postgres::Statement>,
}

impl Prepared {
    fn append_entry(
        &mut self,
        client: &mut impl GenericClient,
    ) -> Result<::postgres::Statement, StoreError> {
        if let Some(s) = &self.append_entry {
            return Ok(s.clone());
        }
        let s = client.prepare(APPEND_ENTRY).map_err(io)?;
        self.append_entry = Some(s.clone());
        Ok(s)
    }
}

/// A move: its row in the log and the game's last activity, in one
/// statement.
const APPEND_ENTRY: &str =
    "WITH entry AS (INSERT INTO log (game, seq, seat, entry, at) VALUES ($1, $2, $3, $4, $5)) \
     UPDATE games SET last_at = $5, wake = $6 WHERE id = $1";

fn io(e: ::postgres::Error) -> StoreError {
    StoreError::Io(one_line(&e))
}

/// A database error in one line: its message and detail, not the whole
/// `Debug` chain.
fn one_line(e: &::postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => match db.detail() {
            Some(d) => format!("{}: {d}", db.message()),
            None => db.message().to_string(),
        },
        None => crate::protocol::one_line(&e.to_string()),
    }
}

fn is(e: &::postgres::Error, state: &SqlState) -> bool {
    e.code() == Some(state)
}

/// Hides the password of a connection URL (for logs): `user:***@` in a
/// URL, `password=***` in its query or in the `key=value` form.
pub fn redact(url: &str) -> String {
    let authority = |s: usize| {
        let end = url[s..].find(['/', '?']).map_or(url.len(), |e| s + e);
        url[s..end].rfind('@').map(|at| s + at)
    };
    let mut out = match url.find("://").map(|s| (s, authority(s + 3))) {
        Some((s, Some(at))) => match url[s + 3..at].split_once(':') {
            Some((u, _)) => format!("{}{u}:***{}", &url[..s + 3], &url[at..]),
            None => url.to_string(),
        },
        _ => url.to_string(),
    };
    let mut from = 0;
    while let Some(i) = out[from..].to_ascii_lowercase().find("password=") {
        let start = from + i + "password=".len();
        let end = out[start..]
            .find(['&', ' ', '#'])
            .map_or(out.len(), |e| start + e);
        out.replace_range(start..end, "***");
        from = start + 3;
    }
    out
}

impl Postgres {
    /// Connects to `url` (`postgres://user:pass@host/db`, or the
    /// `key=value` form) and migrates the schema. Call it off the async
    /// runtime (the storage thread): the client blocks.
    ///
    /// Waits as a standby while another process serves the database (see
    /// the module comment).
    pub fn open(url: &str) -> Result<Postgres, StoreError> {
        let mut client = Postgres::connect(url)?;
        let mut said = false;
        while !Postgres::try_serve(&mut client)? {
            if !said {
                tracing::info!(
                    db = %redact(url),
                    "another marrakesh serve serves this database: waiting as a standby"
                );
                said = true;
            }
            std::thread::sleep(std::time::Duration::from_millis(500));
        }
        if said {
            tracing::info!(db = %redact(url), "taking over the database");
        }
        Ok(Postgres {
            url: url.to_string(),
            client: Some(client),
            connection: 0,
            prepared: Prepared::default(),
            fenced: false,
            cluster: None,
        })
    }

    /// Connects to `url` as one of several processes serving it at once
    /// (`node`: this process's id in notifications); nobody waits.
    pub fn open_cluster(url: &str, node: u32) -> Result<Postgres, StoreError> {
        let mut client = Postgres::connect(url)?;
        Postgres::live(&mut client, node)?;
        Ok(Postgres {
            url: url.to_string(),
            client: Some(client),
            connection: 0,
            prepared: Prepared::default(),
            fenced: false,
            cluster: Some(Cluster {
                node,
                nodes: Default::default(),
                owned: Default::default(),
                creations: 0,
            }),
        })
    }

    /// Takes this process's node lock for the connection's session (its
    /// presence rows count while it is held).
    fn live(client: &mut Client, node: u32) -> Result<(), StoreError> {
        client
            .execute(
                "SELECT pg_advisory_lock($1, $2)",
                &[&NODE_CLASS, &(node as i32)],
            )
            .map(|_| ())
            .map_err(io)
    }

    /// Takes the serving lock for this session if it is free.
    fn try_serve(client: &mut Client) -> Result<bool, StoreError> {
        client
            .query_one("SELECT pg_try_advisory_lock($1)", &[&SERVING_LOCK])
            .map(|r| r.get(0))
            .map_err(io)
    }

    fn connect(url: &str) -> Result<Client, StoreError> {
        let mut client = Client::connect(url, NoTls).map_err(|e| {
            // The URL goes to the operator's log only (password hidden).
            tracing::warn!(db = %redact(url), "connecting to the database failed: {}", one_line(&e));
            StoreError::Io(format!("connecting to the database failed: {}", one_line(&e)))
        })?;
        Postgres::migrate(&mut client)?;
        Ok(client)
    }

    /// The connection, opened again (and the serving lock taken again) if
    /// it was lost.
    fn client(&mut self) -> Result<&mut Client, StoreError> {
        const REPLACED: &str = "another marrakesh serve took over the database; this one writes nothing more (restart it to stand by)";
        if self.fenced {
            return Err(StoreError::Io(REPLACED.into()));
        }
        if self.client.as_ref().is_none_or(|c| c.is_closed()) {
            self.client = None;
            let mut client = Postgres::connect(&self.url)?;
            self.connection += 1;
            if let Some(c) = &mut self.cluster {
                Postgres::live(&mut client, c.node)?;
                // The old session's locks went with it.
                if !c.owned.is_empty() {
                    tracing::warn!(
                        games = c.owned.len(),
                        "reconnected to the database: the games this process owned are free again"
                    );
                }
                c.owned.clear();
                self.client = Some(client);
                return Ok(self.client.as_mut().expect("connected above"));
            }
            if !Postgres::try_serve(&mut client)? {
                self.fenced = true;
                tracing::error!(db = %redact(&self.url), "{REPLACED}");
                return Err(StoreError::Io(REPLACED.into()));
            }
            tracing::warn!(db = %redact(&self.url), "reconnected to the database");
            self.client = Some(client);
        }
        Ok(self.client.as_mut().expect("connected above"))
    }

    /// Runs the connection's work; a lost connection is dropped so the next
    /// request opens a new one.
    fn with<T>(
        &mut self,
        f: impl FnOnce(&mut Client) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let client = self.client()?;
        let r = f(client);
        // After a failure that is not a conflict the connection may be
        // dead without knowing it yet (the server ended it): dropped
        // unless it still answers, so the next request opens a new one.
        let dead = match (&r, self.client.as_mut()) {
            (_, None) => false,
            (Err(StoreError::Io(_)), Some(c)) => {
                c.is_closed() || c.is_valid(std::time::Duration::from_secs(2)).is_err()
            }
            (_, Some(c)) => c.is_closed(),
        };
        if dead {
            self.client = None;
        }
        r
    }

    /// As [`Postgres::with`], with the statements prepared on this
    /// connection (prepared again after a reconnection).
    fn with_prepared<T>(
        &mut self,
        f: impl FnOnce(&mut Client, &mut Prepared) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.client()?;
        let connection = self.connection;
        let mut prepared = std::mem::take(&mut self.prepared);
        if prepared.connection != connection {
            prepared = Prepared {
                connection,
                ..Prepared::default()
            };
        }
        let r = self.with(|client| f(client, &mut prepared));
        if self.connection == connection && self.client.is_some() {
            self.prepared = prepared;
        }
        r
    }

    /// The version the database's schema is at (0: no tables yet).
    fn version(client: &mut impl GenericClient) -> Result<i64, StoreError> {
        client
            .batch_execute("CREATE TABLE IF NOT EXISTS marrakesh_schema (version BIGINT NOT NULL)")
            .map_err(io)?;
        let row = client
            .query_opt("SELECT max(version) FROM marrakesh_schema", &[])
            .map_err(io)?;
        Ok(row.and_then(|r| r.get::<_, Option<i64>>(0)).unwrap_or(0))
    }

    /// Applies the migrations the database lacks, each in a transaction,
    /// under an advisory lock.
    fn migrate(client: &mut Client) -> Result<(), StoreError> {
        let mut tx = client.transaction().map_err(io)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .map_err(io)?;
        let version = Postgres::version(&mut tx)?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Io(format!(
                "the database's schema is version {version}, newer than this server's {SCHEMA_VERSION}: run the newer server"
            )));
        }
        for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            let v = i as i64 + 1;
            tx.batch_execute(sql)
                .map_err(|e| StoreError::Io(format!("migration {v}: {}", one_line(&e))))?;
            tx.execute("INSERT INTO marrakesh_schema (version) VALUES ($1)", &[&v])
                .map_err(io)?;
            tracing::info!(version = v, "PostgreSQL schema migrated");
        }
        tx.commit().map_err(io)
    }

    /// The notification of a committed write, if the other processes need
    /// it: `node game seq` (`seq` 0: not a log entry).
    fn note(node: u32, a: &Append) -> Option<String> {
        match a {
            Append::Entry { game, row, .. } => Some(format!("{node} {game} {}", row.seq)),
            Append::Seat { game, .. }
            | Append::SeatSwap { game, .. }
            | Append::Name { game, .. }
            | Append::Chat { game, .. }
            | Append::Status { game, .. }
            | Append::Over { game, .. }
            | Append::Presence { game, .. } => Some(format!("{node} {game} 0")),
            Append::Wake { .. } | Append::Away { .. } => None,
        }
    }
}

/// The statements of an [`Append`] on PostgreSQL (its meaning is
/// [`super::write`]'s); `node`: this process's id when several serve.
struct Writes<'a, C: GenericClient> {
    tx: &'a mut C,
    prepared: &'a mut Prepared,
    node: Option<u32>,
}

/// How an insert ended: a taken key or an unknown game (foreign key) is
/// not a failure of the database.
fn inserted(r: Result<u64, ::postgres::Error>) -> Result<Inserted, StoreError> {
    match r {
        Ok(_) => Ok(Inserted::Done),
        Err(e) if is(&e, &SqlState::UNIQUE_VIOLATION) => Ok(Inserted::Exists),
        Err(e) if is(&e, &SqlState::FOREIGN_KEY_VIOLATION) => Ok(Inserted::NoGame),
        Err(e) => Err(io(e)),
    }
}

impl<C: GenericClient> Writer for Writes<'_, C> {
    fn insert_entry(
        &mut self,
        game: &str,
        row: &LogRow,
        wake: bool,
    ) -> Result<Inserted, StoreError> {
        let append = self.prepared.append_entry(self.tx)?;
        inserted(self.tx.execute(
            &append,
            &[
                &game,
                &(row.seq as i64),
                &(row.seat as i16),
                &row.entry.to_json(),
                &row.at,
                &wake,
            ],
        ))
    }

    fn set_wake(&mut self, game: &str, wake: bool) -> Result<(), StoreError> {
        self.tx
            .execute("UPDATE games SET wake = $2 WHERE id = $1", &[&game, &wake])
            .map(drop)
            .map_err(io)
    }

    fn set_away(&mut self, game: &str, seat: u8, since: Option<i64>) -> Result<(), StoreError> {
        self.tx
            .execute(
                "UPDATE seats SET away_since = $3 WHERE game = $1 AND seat = $2",
                &[&game, &(seat as i16), &since],
            )
            .map(drop)
            .map_err(io)
    }

    fn set_name(&mut self, game: &str, seat: u8, name: &str) -> Result<Inserted, StoreError> {
        inserted(self.tx.execute(
            "INSERT INTO seat_names (game, seat, name) VALUES ($1, $2, $3) \
             ON CONFLICT (game, seat) DO UPDATE SET name = excluded.name",
            &[&game, &(seat as i16), &name],
        ))
    }

    fn insert_chat(&mut self, game: &str, row: &ChatRow) -> Result<Inserted, StoreError> {
        inserted(self.tx.execute(
            "INSERT INTO chat (game, id, channel, seat, name, text, at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                &game,
                &(row.id as i64),
                &row.channel.name(),
                &row.seat.map(|s| s as i16),
                &row.name,
                &row.text,
                &row.at,
            ],
        ))
    }

    fn delete_chat(&mut self, game: &str, upto: u64) -> Result<(), StoreError> {
        self.tx
            .execute(
                "DELETE FROM chat WHERE game = $1 AND id <= $2",
                &[&game, &(upto as i64)],
            )
            .map(drop)
            .map_err(io)
    }

    fn set_status(&mut self, game: &str, status: Status) -> Result<u64, StoreError> {
        self.tx
            .execute(
                "UPDATE games SET status = $2 WHERE id = $1",
                &[&game, &status.name()],
            )
            .map_err(io)
    }

    fn set_seat(&mut self, game: &str, seat: &StoredSeat) -> Result<u64, StoreError> {
        self.tx
            .execute(
                "UPDATE seats SET token_sha256 = $3, controller = $4, claimed = $5, away_since = $6 \
                 WHERE game = $1 AND seat = $2",
                &[
                    &game,
                    &(seat.seat as i16),
                    &seat.token_sha256,
                    &seat.controller.spec(),
                    &seat.claimed,
                    &seat.away_since,
                ],
            )
            .map_err(io)
    }

    fn swap_seat(
        &mut self,
        game: &str,
        seat: &StoredSeat,
        was: &StoredSeat,
    ) -> Result<u64, StoreError> {
        self.tx
            .execute(
                "UPDATE seats SET token_sha256 = $3, controller = $4, claimed = $5 \
                 WHERE game = $1 AND seat = $2 AND token_sha256 IS NOT DISTINCT FROM $6 \
                 AND controller = $7 AND claimed = $8",
                &[
                    &game,
                    &(seat.seat as i16),
                    &seat.token_sha256,
                    &seat.controller.spec(),
                    &seat.claimed,
                    &was.token_sha256,
                    &was.controller.spec(),
                    &was.claimed,
                ],
            )
            .map_err(io)
    }

    fn set_presence(&mut self, game: &str, sockets: &[u32]) -> Result<(), StoreError> {
        let Some(node) = self.node else {
            // Alone, a process counts its own sockets only.
            return Ok(());
        };
        if sockets.iter().all(|n| *n == 0) {
            // No socket here: no row (a dead process's rows go in the
            // sweep).
            return self
                .tx
                .execute(
                    "DELETE FROM presence WHERE game = $1 AND node = $2",
                    &[&game, &(node as i64)],
                )
                .map(drop)
                .map_err(io);
        }
        let sockets: Vec<i32> = sockets.iter().map(|n| *n as i32).collect();
        self.tx
            .execute(
                "INSERT INTO presence (game, node, sockets) VALUES ($1, $2, $3) \
                 ON CONFLICT (game, node) DO UPDATE SET sockets = excluded.sockets",
                &[&game, &(node as i64), &sockets],
            )
            .map(drop)
            .map_err(io)
    }

    fn rate(
        &mut self,
        game: &str,
        outcome: &crate::ratings::method::Outcome,
    ) -> Result<(), StoreError> {
        crate::ratings::store::rate(&mut crate::ratings::store::Postgres(self.tx), game, outcome)
    }
}

/// News from another process: game `game` changed (`seq`: the log entry
/// committed, 0 for seats, names, chat, status), an account's session
/// ended (its id's SHA-256), or `Resync` after the listening connection
/// was lost (anything may have changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Changed { game: GameId, seq: u64 },
    SessionEnded { id_sha256: String },
    Resync,
}

impl Note {
    /// The news of a notification's payload (`node game seq`), unless it
    /// is `node`'s own or malformed.
    fn parse(payload: &str, node: u32) -> Option<Note> {
        let mut parts = payload.split(' ');
        let (Some(from), Some(game), Some(last)) = (parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        if from.parse() == Ok(node) {
            return None;
        }
        Some(match game {
            SESSION_ENDED => Note::SessionEnded {
                id_sha256: last.to_string(),
            },
            _ => Note::Changed {
                game: game.to_string(),
                seq: last.parse().unwrap_or(0),
            },
        })
    }
}

/// Listens on a connection of its own (a thread: the client blocks) for
/// the other processes' notifications and hands them to `tx` until it is
/// closed; reconnects when the connection is lost (then `Resync`).
pub fn listen(url: String, node: u32, tx: tokio::sync::mpsc::UnboundedSender<Note>) {
    let spawned = std::thread::Builder::new()
        .name("marrakesh-listen".into())
        .spawn(move || {
            let mut first = true;
            while !tx.is_closed() {
                let mut client = match Client::connect(&url, NoTls)
                    .and_then(|mut c| c.batch_execute(&format!("LISTEN {CHANNEL}")).map(|_| c))
                {
                    Ok(c) => c,
                    Err(e) => {
                        tracing::warn!(db = %redact(&url), "listening for other processes failed: {}", one_line(&e));
                        std::thread::sleep(std::time::Duration::from_millis(500));
                        continue;
                    }
                };
                if !first {
                    tracing::warn!(db = %redact(&url), "listening again for other processes");
                    if tx.send(Note::Resync).is_err() {
                        return;
                    }
                }
                first = false;
                'conn: while !tx.is_closed() {
                    let mut n = client.notifications();
                    let mut it = n.timeout_iter(std::time::Duration::from_secs(1));
                    loop {
                        match it.next() {
                            Ok(Some(msg)) => {
                                let Some(note) = Note::parse(msg.payload(), node) else {
                                    continue;
                                };
                                if tx.send(note).is_err() {
                                    return;
                                }
                            }
                            Err(e) => {
                                tracing::warn!("the listening connection failed: {}", one_line(&e));
                                break 'conn;
                            }
                            Ok(None) => break,
                        }
                    }
                    drop(it);
                    drop(n);
                    if client.is_closed() || client.is_valid(std::time::Duration::from_secs(2)).is_err() {
                        break 'conn;
                    }
                }
            }
        });
    if let Err(e) = spawned {
        tracing::error!("spawning the listening thread: {e}");
    }
}

/// A game's seats with their names, in seat order.
fn stored_seats(c: &mut impl GenericClient, id: &str) -> Result<Vec<StoredSeat>, StoreError> {
    c
        .query(
            "SELECT s.seat, s.kind, s.token_sha256, s.controller, s.claimed, s.away_since, n.name FROM seats s \
             LEFT JOIN seat_names n ON n.game = s.game AND n.seat = s.seat \
             WHERE s.game = $1 ORDER BY s.seat",
            &[&id],
        )
        .map_err(io)?
        .iter()
        .map(|r| {
            let seat = seat_u8(r.get(0));
            let (kind, controller) = rows::seat_columns(id, seat, r.get(1), r.get(3))?;
            Ok(StoredSeat {
                seat,
                kind,
                token_sha256: r.get(2),
                controller,
                claimed: r.get(4),
                away_since: r.get(5),
                name: r.get(6),
            })
        })
        .collect()
}

/// A log row as read (`seq`, `seat`, `entry`, `at`).
fn log_row(game: &str, r: &::postgres::Row) -> Result<LogRow, StoreError> {
    let seq = r.get::<_, i64>(0) as u64;
    Ok(LogRow {
        seq,
        seat: seat_u8(r.get(1)),
        entry: rows::log_entry(game, seq, r.get(2))?,
        at: r.get(3),
    })
}

fn seat_u8(v: i16) -> u8 {
    u8::try_from(v).unwrap_or(u8::MAX)
}

/// Inserts a new game and its seats (in the caller's transaction).
fn insert_game(tx: &mut impl GenericClient, g: &NewGame) -> Result<(), StoreError> {
    tx.execute(
                "INSERT INTO games (id, setup, seed_sha256, options, status, public, spectator_sha256, created_at, last_at) \
                 VALUES ($1, $2, $3, $4, 'running', $5, $6, $7, $7)",
                &[&g.id, &g.setup, &g.seed_sha256, &g.options.to_json(), &g.public, &g.spectator_sha256, &g.created_at],
            )
            .map_err(|e| {
                if is(&e, &SqlState::UNIQUE_VIOLATION) {
                    StoreError::Conflict(format!("game {} exists", g.id))
                } else {
                    io(e)
                }
            })?;
    for s in &g.seats {
        tx.execute(
                    "INSERT INTO seats (game, seat, kind, token_sha256, controller, claimed, away_since) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    &[&g.id, &(s.seat as i16), &s.kind.name(), &s.token_sha256, &s.controller.spec(), &s.claimed, &s.away_since],
                )
                .map_err(io)?;
        if let Some(name) = &s.name {
            tx.execute(
                "INSERT INTO seat_names (game, seat, name) VALUES ($1, $2, $3)",
                &[&g.id, &(s.seat as i16), name],
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

impl Store for Postgres {
    fn daily(
        &mut self,
        op: crate::daily::store::Op,
    ) -> Result<crate::daily::store::Answer, StoreError> {
        self.with(|client| crate::daily::store::postgres(client, op))
    }

    fn accounts(
        &mut self,
        op: crate::accounts::store::Op,
    ) -> Result<crate::accounts::store::Answer, StoreError> {
        let mut ended: Vec<String> = op.ends().into_iter().map(str::to_string).collect();
        let answer = self.with(|client| crate::accounts::store::postgres(client, op))?;
        if let crate::accounts::store::Answer::Revoked(gone) = &answer {
            ended.extend(gone.iter().cloned());
        }
        // The other processes close their sockets of the sessions ended.
        if let (Some(c), false) = (&self.cluster, ended.is_empty()) {
            let notes: Vec<String> = ended
                .iter()
                .map(|h| format!("{} {SESSION_ENDED} {h}", c.node))
                .collect();
            let sent = self.with(|client| {
                client
                    .execute(
                        "SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p",
                        &[&CHANNEL, &notes],
                    )
                    .map_err(io)
            });
            if let Err(e) = sent {
                tracing::warn!("telling the other processes of an ended session failed: {e}");
            }
        }
        Ok(answer)
    }

    fn ratings(
        &mut self,
        op: crate::ratings::store::Op,
    ) -> Result<crate::ratings::store::Answer, StoreError> {
        self.with(|client| crate::ratings::store::postgres(client, op))
    }

    fn create(&mut self, g: &NewGame) -> Result<(), StoreError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(io)?;
            insert_game(&mut tx, g)?;
            tx.commit().map_err(io)
        })
    }

    fn append(&mut self, batch: &[Append]) -> Vec<Result<(), StoreError>> {
        let cluster = self.cluster.as_ref().map(|c| (c.node,));
        let node = cluster.map(|c| c.0);
        let r = self.with_prepared(|client, prepared| {
            // The whole batch at once, as it nearly always succeeds: one
            // transaction of one statement per write.
            let mut tx = client.transaction().map_err(io)?;
            let whole = batch.iter().try_for_each(|a| {
                write(
                    &mut Writes {
                        tx: &mut tx,
                        prepared,
                        node,
                    },
                    a,
                )
            });
            let results = if whole.is_ok() {
                batch.iter().map(|_| Ok(())).collect()
            } else {
                // A write failed: again, each entry alone, a failed one
                // rolled back to its savepoint.
                tx.rollback().map_err(io)?;
                tx = client.transaction().map_err(io)?;
                let mut results = Vec::with_capacity(batch.len());
                for a in batch {
                    let r = match tx.transaction() {
                        Ok(mut sp) => match write(
                            &mut Writes {
                                tx: &mut sp,
                                prepared,
                                node,
                            },
                            a,
                        ) {
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
                results
            };
            if let Some(c) = &cluster {
                let notes: Vec<String> = batch
                    .iter()
                    .zip(&results)
                    .filter(|(_, r)| r.is_ok())
                    .filter_map(|(a, _)| Postgres::note(c.0, a))
                    .collect();
                if !notes.is_empty() {
                    tx.execute(
                        "SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p",
                        &[&CHANNEL, &notes],
                    )
                    .map_err(io)?;
                }
            }
            tx.commit().map_err(io)?;
            Ok(results)
        });
        match r {
            Ok(results) => results,
            Err(e) => batch.iter().map(|_| Err(e.clone())).collect(),
        }
    }

    fn load(&mut self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        self.with(|client| {
            // One snapshot for the game, its seats, log and chat.
            let mut tx = client
                .build_transaction()
                .isolation_level(::postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .map_err(io)?;
            let Some(row) = tx
                .query_opt(
                    "SELECT setup, seed_sha256, options, status, public, spectator_sha256, created_at, wake FROM games WHERE id = $1",
                    &[&id],
                )
                .map_err(io)?
            else {
                return Ok(None);
            };
            let status: String = row.get(3);
            let status = Status::parse(&status)
                .ok_or_else(|| StoreError::Io(format!("game {id}: unknown status {status}")))?;
            let seats = stored_seats(&mut tx, id)?;
            let log = tx
                .query(
                    "SELECT seq, seat, entry, at FROM log WHERE game = $1 ORDER BY seq",
                    &[&id],
                )
                .map_err(io)?
                .iter()
                .map(|r| log_row(id, r))
                .collect::<Result<_, _>>()?;
            let mut chat: Vec<ChatRow> = tx
                .query(
                    "SELECT id, channel, seat, name, text, at FROM chat WHERE game = $1 ORDER BY id DESC LIMIT $2",
                    &[&id, &(CHAT_KEEP as i64)],
                )
                .map_err(io)?
                .iter()
                .map(|r| ChatRow {
                    id: r.get::<_, i64>(0) as u64,
                    channel: ChatChannel::parse(r.get(1)).unwrap_or(ChatChannel::Spectators),
                    seat: r.get::<_, Option<i16>>(2).map(seat_u8),
                    name: r.get(3),
                    text: r.get(4),
                    at: r.get(5),
                })
                .collect();
            chat.reverse();
            tx.commit().map_err(io)?;
            Ok(Some(StoredGame {
                game: NewGame {
                    id: id.to_string(),
                    setup: row.get(0),
                    seed_sha256: row.get(1),
                    options: GameOptions::parse(id, row.get(2)),
                    public: row.get(4),
                    spectator_sha256: row.get(5),
                    seats,
                    created_at: row.get(6),
                },
                status,
                wake: row.get(7),
                log,
                chat,
            }))
        })
    }

    fn running(&mut self) -> Result<Vec<GameId>, StoreError> {
        self.with(|client| {
            Ok(client
                .query(
                    "SELECT id FROM games WHERE status = 'running' AND wake ORDER BY created_at",
                    &[],
                )
                .map_err(io)?
                .iter()
                .map(|r| r.get(0))
                .collect())
        })
    }

    fn open_games(&mut self, limit: usize) -> Result<Vec<OpenGame>, StoreError> {
        self.with(|client| {
            let rows = client
                .query(
                    "SELECT g.id, g.options, g.created_at, array_agg(s.seat ORDER BY s.seat) FROM games g \
                     JOIN seats s ON s.game = g.id \
                     WHERE g.status = 'running' AND g.public AND s.kind = 'human' AND NOT s.claimed \
                     GROUP BY g.id ORDER BY g.created_at DESC LIMIT $1",
                    &[&(limit as i64)],
                )
                .map_err(io)?;
            Ok(rows
                .iter()
                .map(|r| OpenGame {
                    game: r.get(0),
                    options: GameOptions::parse(r.get(0), r.get(1)),
                    created_at: r.get(2),
                    free_seats: r
                        .get::<_, Vec<i16>>(3)
                        .into_iter()
                        .map(seat_u8)
                        .collect(),
                })
                .collect())
        })
    }

    fn archive_idle(&mut self, before: i64) -> Result<usize, StoreError> {
        self.with(|client| {
            client
                .execute(
                    "UPDATE games SET status = 'archived' WHERE status = 'running' AND last_at < $1",
                    &[&before],
                )
                .map(|n| n as usize)
                .map_err(io)
        })
    }

    fn checkpoint(&mut self) -> Result<(), StoreError> {
        // Every commit is already durable in PostgreSQL.
        Ok(())
    }

    fn admit_creation(
        &mut self,
        key: &str,
        now: i64,
        per_minute: u32,
    ) -> Result<Option<bool>, StoreError> {
        let Some(c) = &mut self.cluster else {
            return Ok(None);
        };
        if per_minute == 0 {
            return Ok(Some(false));
        }
        // Rows whose client is due already go now and then.
        c.creations = c.creations.wrapping_add(1);
        let sweep = c.creations % 256 == 1;
        // GCRA: each game moves the client's due time on by `every`; a game
        // is admitted while the due time is at most `burst` ahead of now.
        // The row's lock makes check and count one step for every process.
        let every = 60_000 / i64::from(per_minute);
        let burst = every * (i64::from(per_minute) - 1);
        self.with(|client| {
            if sweep {
                client
                    .execute("DELETE FROM creation_due WHERE due < $1", &[&now])
                    .map_err(io)?;
            }
            let row = client
                .query_opt(
                    "INSERT INTO creation_due (client, due) VALUES ($1::text, $2::bigint + $3::bigint) \
                     ON CONFLICT (client) DO UPDATE SET due = GREATEST(creation_due.due, $2::bigint) + $3::bigint \
                     WHERE GREATEST(creation_due.due, $2::bigint) - $2::bigint <= $4::bigint \
                     RETURNING due",
                    &[&key, &now, &every, &burst],
                )
                .map_err(io)?;
            Ok(Some(row.is_some()))
        })
    }

    fn own(&mut self, id: &str) -> Result<bool, StoreError> {
        if self.cluster.is_none() {
            return Ok(true);
        }
        if let Some(n) = self.cluster.as_mut().and_then(|c| c.owned.get_mut(id)) {
            *n += 1;
            return Ok(true);
        }
        let key = game_key(id);
        let got: bool = self.with(|client| {
            client
                .query_one("SELECT pg_try_advisory_lock($1)", &[&key])
                .map(|r| r.get(0))
                .map_err(io)
        })?;
        if got {
            if let Some(c) = &mut self.cluster {
                c.owned.insert(id.to_string(), 1);
            }
        }
        Ok(got)
    }

    fn disown(&mut self, id: &str) {
        let Some(c) = &mut self.cluster else { return };
        let Some(n) = c.owned.get_mut(id) else { return };
        *n -= 1;
        if *n > 0 {
            return;
        }
        c.owned.remove(id);
        let key = game_key(id);
        let r = self.with(|client| {
            client
                .query_one("SELECT pg_advisory_unlock($1)", &[&key])
                .map_err(io)
        });
        if let Err(e) = r {
            tracing::warn!(game = id, "releasing the game failed: {e}");
        }
    }

    fn tail(&mut self, id: &str, seq: u64, chat: u64) -> Result<Tail, StoreError> {
        let node = self.cluster.as_ref().map(|c| c.node as i64);
        self.with(|client| {
            let mut tx = client
                .build_transaction()
                .isolation_level(::postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .map_err(io)?;
            let status = tx
                .query_opt("SELECT status FROM games WHERE id = $1", &[&id])
                .map_err(io)?
                .and_then(|r| Status::parse(r.get(0)));
            let seats = stored_seats(&mut tx, id)?;
            let log = tx
                .query(
                    "SELECT seq, seat, entry, at FROM log WHERE game = $1 AND seq > $2 ORDER BY seq",
                    &[&id, &(seq as i64)],
                )
                .map_err(io)?
                .iter()
                .map(|r| log_row(id, r))
                .collect::<Result<_, _>>()?;
            let chat = tx
                .query(
                    "SELECT id, channel, seat, name, text, at FROM chat WHERE game = $1 AND id > $2 ORDER BY id",
                    &[&id, &(chat as i64)],
                )
                .map_err(io)?
                .iter()
                .map(|r| ChatRow {
                    id: r.get::<_, i64>(0) as u64,
                    channel: ChatChannel::parse(r.get(1)).unwrap_or(ChatChannel::Spectators),
                    seat: r.get::<_, Option<i16>>(2).map(seat_u8),
                    name: r.get(3),
                    text: r.get(4),
                    at: r.get(5),
                })
                .collect();
            // The other live processes' sockets (a dead one's rows do not
            // count: its node lock ended with its session).
            let mut others: Vec<u32> = Vec::new();
            if let Some(node) = node {
                let live: std::collections::HashSet<u32> = tx
                    .query(
                        "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2 \
                         AND granted AND classid = $1",
                        &[&(NODE_CLASS as u32)],
                    )
                    .map_err(io)?
                    .iter()
                    .map(|r| r.get(0))
                    .collect();
                for r in tx
                    .query(
                        "SELECT node, sockets FROM presence WHERE game = $1 AND node <> $2",
                        &[&id, &node],
                    )
                    .map_err(io)?
                {
                    if !live.contains(&(r.get::<_, i64>(0) as u32)) {
                        continue;
                    }
                    let s: Vec<i32> = r.get(1);
                    if others.len() < s.len() {
                        others.resize(s.len(), 0);
                    }
                    for (o, n) in others.iter_mut().zip(s) {
                        *o += n.max(0) as u32;
                    }
                }
            }
            tx.commit().map_err(io)?;
            Ok(Tail {
                status,
                seats,
                log,
                chat,
                others,
            })
        })
    }

    fn sweep(&mut self, followed: &[GameId], owned: &[GameId]) -> Result<Sweep, StoreError> {
        if self.cluster.is_none() {
            return Ok(Sweep::default());
        }
        let (held, wake, nodes) = self.with(|client| {
            let nodes: std::collections::HashSet<u32> = client
                .query(
                    "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2 \
                     AND granted AND classid = $1",
                    &[&(NODE_CLASS as u32)],
                )
                .map_err(io)?
                .iter()
                .map(|r| r.get(0))
                .collect();
            // A bigint key shows as its high half in classid, its low half
            // in objid, with objsubid 1.
            let held: std::collections::HashSet<i64> = client
                .query(
                    "SELECT classid, objid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 \
                     AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
                    &[],
                )
                .map_err(io)?
                .iter()
                .map(|r| {
                    let hi: u32 = r.get(0);
                    let lo: u32 = r.get(1);
                    (((hi as u64) << 32) | lo as u64) as i64
                })
                .collect();
            let wake: Vec<GameId> = client
                .query(
                    "SELECT id FROM games WHERE status = 'running' AND wake ORDER BY created_at",
                    &[],
                )
                .map_err(io)?
                .iter()
                .map(|r| r.get(0))
                .collect();
            Ok((held, wake, nodes))
        })?;
        let c = self.cluster.as_mut().expect("checked above");
        if c.nodes != nodes {
            // A process started or ended: the rows of processes whose node
            // lock is gone go (their sockets closed with them).
            self.with(|client| {
                client
                    .execute(
                        "DELETE FROM presence p WHERE NOT EXISTS (SELECT 1 FROM pg_locks l \
                         WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND l.granted \
                         AND l.classid = $1 AND l.objid::bigint = p.node)",
                        &[&(NODE_CLASS as u32)],
                    )
                    .map_err(io)
            })?;
        }
        let c = self.cluster.as_mut().expect("checked above");
        let nodes_changed = !c.nodes.is_empty() && c.nodes != nodes;
        c.nodes = nodes;
        let mine = &c.owned;
        let lost = owned
            .iter()
            .filter(|g| !mine.contains_key(*g))
            .cloned()
            .collect();
        let mut seen = std::collections::HashSet::new();
        let free = wake
            .iter()
            .chain(followed)
            .filter(|g| !held.contains(&game_key(g)) && seen.insert(g.to_string()))
            .cloned()
            .collect();
        Ok(Sweep {
            free,
            lost,
            nodes_changed,
        })
    }

    fn review(&mut self, id: &str, seat: u8) -> Result<Option<String>, StoreError> {
        self.with(|client| {
            Ok(client
                .query_opt(
                    "SELECT review FROM reviews WHERE game = $1 AND seat = $2",
                    &[&id, &i16::from(seat)],
                )
                .map_err(io)?
                .map(|r| r.get(0)))
        })
    }

    fn put_review(&mut self, r: &StoredReview) -> Result<(), StoreError> {
        self.with(|client| {
            client
                .execute(
                    "INSERT INTO reviews (game, seat, review, at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game, seat) DO NOTHING",
                    &[&r.game, &i16::from(r.seat), &r.review, &r.at],
                )
                .map(|_| ())
                .map_err(io)
        })
    }

    fn quick_join(
        &mut self,
        e: &QueueEntry,
        cutoff: i64,
        found_cutoff: i64,
    ) -> Result<(), StoreError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(io)?;
            tx.execute(
                "DELETE FROM quick_play WHERE (game IS NULL AND seen < $1) OR (game IS NOT NULL AND seen < $2)",
                &[&cutoff, &found_cutoff],
            )
            .map_err(io)?;
            tx.execute(
                "INSERT INTO quick_play (ticket_sha256, token_sha256, pool, options, players, account, joined, seen) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
                &[&e.ticket_sha256, &e.token_sha256, &e.pool, &e.options, &i16::from(e.players), &e.account.map(|a| a.to_string()), &e.at],
            )
            .map_err(io)?;
            tx.commit().map_err(io)
        })
    }

    fn quick_poll(
        &mut self,
        ticket_sha256: &str,
        now: i64,
        cutoff: i64,
    ) -> Result<Option<QueueState>, StoreError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(io)?;
            let Some(row) = tx
                .query_opt(
                    "SELECT n, pool, options, players, game, seat, seen, account FROM quick_play WHERE ticket_sha256 = $1",
                    &[&ticket_sha256],
                )
                .map_err(io)?
            else {
                return Ok(None);
            };
            let n: i64 = row.get(0);
            let pool: String = row.get(1);
            let game: Option<String> = row.get(4);
            let seat: Option<i16> = row.get(5);
            let seen: i64 = row.get(6);
            let account: Option<String> = row.get(7);
            let state = match (game, seat) {
                (Some(game), Some(seat)) => Some(QueueState::Found {
                    game,
                    seat: seat_u8(seat),
                    account: rows::queue_account(account.as_deref()),
                }),
                _ if seen < cutoff => {
                    tx.execute("DELETE FROM quick_play WHERE n = $1 AND game IS NULL", &[&n])
                        .map_err(io)?;
                    None
                }
                _ => {
                    let counts = tx
                        .query_one(
                            "SELECT count(*) FILTER (WHERE n <= $2), count(*) FROM quick_play \
                             WHERE pool = $1 AND game IS NULL AND seen >= $3",
                            &[&pool, &n, &cutoff],
                        )
                        .map_err(io)?;
                    Some(QueueState::Waiting {
                        position: counts.get::<_, i64>(0) as u32,
                        queued: counts.get::<_, i64>(1) as u32,
                        players: seat_u8(row.get(3)),
                        options: row.get(2),
                    })
                }
            };
            if state.is_some() {
                tx.execute("UPDATE quick_play SET seen = $2 WHERE n = $1", &[&n, &now])
                    .map_err(io)?;
            }
            tx.commit().map_err(io)?;
            Ok(state)
        })
    }

    fn quick_leave(&mut self, ticket_sha256: &str) -> Result<bool, StoreError> {
        self.with(|client| {
            client
                .execute(
                    "DELETE FROM quick_play WHERE ticket_sha256 = $1 AND game IS NULL",
                    &[&ticket_sha256],
                )
                .map(|n| n > 0)
                .map_err(io)
        })
    }

    fn quick_match(
        &mut self,
        pool: &str,
        game: &NewGame,
        cutoff: i64,
        pairing: rows::Pairing,
    ) -> Result<bool, StoreError> {
        self.with(|client| {
            let mut tx = client.transaction().map_err(io)?;
            // One matcher of this pool at a time, over every process; the
            // tickets locked so that leaving waits for the match (and then
            // finds them found).
            tx.execute(
                "SELECT pg_advisory_xact_lock($1, hashtext($2))",
                &[&QUICK_PLAY_CLASS, &pool],
            )
            .map_err(io)?;
            let want = game.seats.len();
            let waiting: Vec<(i64, String, rows::Waiting)> = tx
                .query(
                    "SELECT q.n, q.token_sha256, r.mu, q.joined FROM quick_play q \
                     LEFT JOIN ratings r ON r.account = CAST(q.account AS BIGINT) \
                     WHERE q.pool = $1 AND q.game IS NULL AND q.seen >= $2 ORDER BY q.n LIMIT $3 FOR UPDATE OF q",
                    &[&pool, &cutoff, &rows::PAIRING_SCAN],
                )
                .map_err(io)?
                .iter()
                .map(|r| {
                    let waiting = rows::Waiting {
                        rating: r.get(2),
                        joined: r.get(3),
                    };
                    (r.get(0), r.get(1), waiting)
                })
                .collect();
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
            insert_game(&mut tx, &g)?;
            for (seat, (n, _)) in g.seats.iter().zip(&tickets) {
                tx.execute(
                    "UPDATE quick_play SET game = $2, seat = $3 WHERE n = $1",
                    &[n, &g.id, &i16::from(seat.seat)],
                )
                .map_err(io)?;
            }
            tx.commit().map_err(io)?;
            Ok(true)
        })
    }

    fn ping(&mut self) -> Result<(), StoreError> {
        self.with(|client| {
            let row = client
                .query_opt("SELECT max(version) FROM marrakesh_schema", &[])
                .map_err(io)?;
            let version = row.and_then(|r| r.get::<_, Option<i64>>(0)).unwrap_or(0);
            if version != SCHEMA_VERSION {
                return Err(StoreError::Io(format!(
                    "the schema is version {version}, this server needs {SCHEMA_VERSION}"
                )));
            }
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn passwords_are_hidden() {
        assert_eq!(
            redact("postgres://u:pw@h:5432/db"),
            "postgres://u:***@h:5432/db"
        );
        assert_eq!(
            redact("postgres://u@h/db?sslmode=disable&password=pw&x=1"),
            "postgres://u@h/db?sslmode=disable&password=***&x=1"
        );
        assert_eq!(
            redact("host=h user=u password=pw dbname=db"),
            "host=h user=u password=*** dbname=db"
        );
        assert_eq!(redact("postgres://h/db"), "postgres://h/db");
    }
}
