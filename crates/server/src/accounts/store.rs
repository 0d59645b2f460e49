//! What accounts keep in the database, in both backends: the accounts
//! (a name and a password's Argon2id hash in PHC form), their sessions
//! (only the SHA-256 of a session id is stored), and the seats an account
//! holds (with their tokens, so that every device signed in can continue
//! the game). One [`Op`] is one statement or one transaction on the
//! storage thread ([`crate::store::Store::accounts`]).

use crate::store::error::StoreError;
use crate::store::rows::Status;

/// A session not used for this long is gone (unix ms).
pub const SESSION_IDLE_MS: i64 = 30 * 24 * 3600 * 1000;

/// A session's last use is written at most this often (unix ms).
const TOUCH_EVERY_MS: i64 = 60 * 1000;

/// The tables of SQLite (created if missing at every start).
pub const SQLITE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_phc TEXT,
    created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    id_sha256 TEXT PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    created_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    agent TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions(account);
CREATE TABLE IF NOT EXISTS account_seats (
    account INTEGER NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    token_sha256 TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (account, game, seat)
);
";

/// The same tables in PostgreSQL (a migration of its own).
pub const POSTGRES_SCHEMA: &str = "
CREATE TABLE accounts (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_phc TEXT,
    created_at BIGINT NOT NULL
);
CREATE TABLE sessions (
    id_sha256 TEXT PRIMARY KEY,
    account BIGINT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL,
    last_at BIGINT NOT NULL,
    agent TEXT NOT NULL
);
CREATE INDEX sessions_account ON sessions(account);
CREATE TABLE account_seats (
    account BIGINT NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    token TEXT NOT NULL,
    token_sha256 TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (account, game, seat)
);
";

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: i64,
    pub name: String,
    /// The password's hash in PHC form (`None`: no password).
    pub password: Option<String>,
}

/// A session as listed to its account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRow {
    /// The SHA-256 of its id (never the id).
    pub id_sha256: String,
    pub created_at: i64,
    pub last_at: i64,
    /// The browser it was made in (its `User-Agent`, shortened).
    pub agent: String,
}

/// A seat an account holds in a game that is not over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldSeat {
    pub game: String,
    pub seat: u8,
    pub token: String,
    pub status: Status,
    /// The game's public options (JSON).
    pub options: String,
    pub created_at: i64,
}

/// One request about accounts.
#[derive(Clone, Debug)]
pub enum Op {
    /// A new account; [`Answer::Created`] `None` when the name is taken.
    Create {
        name: String,
        name_key: String,
        /// The password's hash in PHC form (`None`: none).
        password: Option<String>,
        at: i64,
    },
    /// The account of a name (by its key).
    ByName { name_key: String },
    /// A new session of `account`; the session `replaces` (the one the
    /// browser had, if any) ends in the same transaction.
    SignIn {
        account: i64,
        id_sha256: String,
        replaces: Option<String>,
        agent: String,
        at: i64,
    },
    /// The account of a live session (its last use noted).
    Session { id_sha256: String, at: i64 },
    /// Ends a session.
    SignOut { id_sha256: String },
    /// The account's live sessions.
    Sessions { account: i64, at: i64 },
    /// Ends the account's sessions whose hash starts with `handle`;
    /// [`Answer::Revoked`] their hashes.
    Revoke { account: i64, handle: String },
    /// Binds the seat of `game` whose token hashes to `token_sha256` to the
    /// account; [`Answer::Claimed`] its number, `None` if no seat of a
    /// running game has that token.
    Claim {
        account: i64,
        game: String,
        token: String,
        token_sha256: String,
        at: i64,
    },
    /// The seats the account holds in games not over whose token is still
    /// the one it claimed.
    Games { account: i64 },
    /// The account's finished games (the last [`FINISHED_LISTED`]), as
    /// [`Op::Games`] lists running ones, but for its games of the daily
    /// challenge of day `today` or later (its secrets are kept until the
    /// day is over).
    Finished { account: i64, today: i32 },
    /// Passkeys and their ceremonies ([`super::passkey_store`]).
    Passkey(super::passkey_store::Op),
    /// Sign-in attempts ([`super::throttle`]).
    Throttle(super::throttle::Op),
}

impl Op {
    /// The session this request ends by itself (a sign-out, or the
    /// browser's old session at a sign-in); [`Op::Revoke`] answers those
    /// it ends.
    pub fn ends(&self) -> Option<&str> {
        match self {
            Op::SignOut { id_sha256 } => Some(id_sha256),
            Op::SignIn { replaces, .. } => replaces.as_deref(),
            _ => None,
        }
    }
}

/// Finished games a player's page shows at most.
pub const FINISHED_LISTED: i64 = 50;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Done,
    Created(Option<i64>),
    Account(Option<Account>),
    Sessions(Vec<SessionRow>),
    Revoked(Vec<String>),
    Claimed(Option<u8>),
    Games(Vec<HeldSeat>),
    Passkey(super::passkey_store::Answer),
    Throttle(super::throttle::Answer),
}

fn sq(e: rusqlite::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

fn status(s: &str) -> Status {
    Status::parse(s).unwrap_or(Status::Running)
}

/// Runs `op` on SQLite.
pub fn sqlite(conn: &mut rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    use rusqlite::{params, OptionalExtension};
    let account = |r: &rusqlite::Row| -> rusqlite::Result<Account> {
        Ok(Account {
            id: r.get(0)?,
            name: r.get(1)?,
            password: r.get(2)?,
        })
    };
    Ok(match op {
        Op::Create {
            name,
            name_key,
            password,
            at,
        } => {
            let n = conn
                .execute(
                    "INSERT INTO accounts (name, name_key, password_phc, created_at) VALUES (?1, ?2, ?3, ?4) \
                     ON CONFLICT (name_key) DO NOTHING",
                    params![name, name_key, password, at],
                )
                .map_err(sq)?;
            Answer::Created((n == 1).then(|| conn.last_insert_rowid()))
        }
        Op::ByName { name_key } => Answer::Account(
            conn.query_row(
                "SELECT id, name, password_phc FROM accounts WHERE name_key = ?1",
                params![name_key],
                account,
            )
            .optional()
            .map_err(sq)?,
        ),
        Op::SignIn {
            account,
            id_sha256,
            replaces,
            agent,
            at,
        } => {
            let tx = conn.transaction().map_err(sq)?;
            if let Some(old) = replaces {
                tx.execute("DELETE FROM sessions WHERE id_sha256 = ?1", params![old])
                    .map_err(sq)?;
            }
            tx.execute(
                "INSERT INTO sessions (id_sha256, account, created_at, last_at, agent) VALUES (?1, ?2, ?3, ?3, ?4)",
                params![id_sha256, account, at, agent],
            )
            .map_err(sq)?;
            tx.commit().map_err(sq)?;
            Answer::Done
        }
        Op::Session { id_sha256, at } => {
            let found = conn
                .query_row(
                    "SELECT a.id, a.name, a.password_phc, s.last_at FROM sessions s JOIN accounts a ON a.id = s.account \
                     WHERE s.id_sha256 = ?1 AND s.last_at > ?2",
                    params![id_sha256, at - SESSION_IDLE_MS],
                    |r| Ok((account(r)?, r.get::<_, i64>(3)?)),
                )
                .optional()
                .map_err(sq)?;
            if let Some((_, last)) = &found {
                if at - last > TOUCH_EVERY_MS {
                    conn.execute(
                        "UPDATE sessions SET last_at = ?2 WHERE id_sha256 = ?1",
                        params![id_sha256, at],
                    )
                    .map_err(sq)?;
                }
            }
            Answer::Account(found.map(|(a, _)| a))
        }
        Op::SignOut { id_sha256 } => {
            conn.execute(
                "DELETE FROM sessions WHERE id_sha256 = ?1",
                params![id_sha256],
            )
            .map_err(sq)?;
            Answer::Done
        }
        Op::Sessions { account, at } => {
            let mut st = conn
                .prepare(
                    "SELECT id_sha256, created_at, last_at, agent FROM sessions \
                     WHERE account = ?1 AND last_at > ?2 ORDER BY created_at",
                )
                .map_err(sq)?;
            let rows = st
                .query_map(params![account, at - SESSION_IDLE_MS], |r| {
                    Ok(SessionRow {
                        id_sha256: r.get(0)?,
                        created_at: r.get(1)?,
                        last_at: r.get(2)?,
                        agent: r.get(3)?,
                    })
                })
                .map_err(sq)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sq)?;
            Answer::Sessions(rows)
        }
        Op::Revoke { account, handle } => {
            let mut st = conn
                .prepare(
                    "DELETE FROM sessions WHERE account = ?1 AND substr(id_sha256, 1, length(?2)) = ?2 \
                     RETURNING id_sha256",
                )
                .map_err(sq)?;
            let gone = st
                .query_map(params![account, handle], |r| r.get::<_, String>(0))
                .map_err(sq)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sq)?;
            Answer::Revoked(gone)
        }
        Op::Claim {
            account,
            game,
            token,
            token_sha256,
            at,
        } => {
            let seat: Option<u8> = conn
                .query_row(
                    "SELECT s.seat FROM seats s JOIN games g ON g.id = s.game \
                     WHERE s.game = ?1 AND s.token_sha256 = ?2 AND g.status != 'over'",
                    params![game, token_sha256],
                    |r| r.get(0),
                )
                .optional()
                .map_err(sq)?;
            if let Some(seat) = seat {
                conn.execute(
                    "INSERT INTO account_seats (account, game, seat, token, token_sha256, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                     ON CONFLICT (account, game, seat) DO UPDATE SET token = excluded.token, token_sha256 = excluded.token_sha256, at = excluded.at",
                    params![account, game, seat, token, token_sha256, at],
                )
                .map_err(sq)?;
            }
            Answer::Claimed(seat)
        }
        Op::Games { account } => Answer::Games(sqlite_seats(conn, account, None, 200)?),
        Op::Finished { account, today } => {
            Answer::Games(sqlite_seats(conn, account, Some(today), FINISHED_LISTED)?)
        }
        Op::Passkey(op) => Answer::Passkey(super::passkey_store::sqlite(conn, op)?),
        Op::Throttle(op) => Answer::Throttle(super::throttle::sqlite(conn, op)?),
    })
}

/// The first day whose daily challenge games are hidden: none for games
/// not over.
fn hidden_from(over: Option<i32>) -> i32 {
    over.unwrap_or(i32::MAX)
}

/// The seats `account` holds in games not over (`over` None), or over
/// but for those of the daily challenge of day `over` or later; the last
/// played first.
fn sqlite_seats(
    conn: &rusqlite::Connection,
    account: i64,
    over: Option<i32>,
    limit: i64,
) -> Result<Vec<HeldSeat>, StoreError> {
    use rusqlite::params;
    let mut st = conn
                .prepare(
                    "SELECT a.game, a.seat, a.token, g.status, g.options, g.created_at FROM account_seats a \
                     JOIN seats s ON s.game = a.game AND s.seat = a.seat AND s.token_sha256 = a.token_sha256 \
                     JOIN games g ON g.id = a.game \
                     WHERE a.account = ?1 AND (g.status = 'over') = ?2 \
                     AND NOT EXISTS (SELECT 1 FROM daily_attempts d WHERE d.game = a.game AND d.day >= ?4) \
                     ORDER BY g.last_at DESC LIMIT ?3",
                )
                .map_err(sq)?;
    let rows = st
        .query_map(
            params![account, over.is_some(), limit, hidden_from(over)],
            |r| {
                Ok(HeldSeat {
                    game: r.get(0)?,
                    seat: r.get(1)?,
                    token: r.get(2)?,
                    status: status(&r.get::<_, String>(3)?),
                    options: r.get(4)?,
                    created_at: r.get(5)?,
                })
            },
        )
        .map_err(sq)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(sq)?;
    Ok(rows)
}

fn pg(e: ::postgres::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

/// Runs `op` on PostgreSQL.
pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    let account = |r: &::postgres::Row| Account {
        id: r.get(0),
        name: r.get(1),
        password: r.get(2),
    };
    Ok(match op {
        Op::Create {
            name,
            name_key,
            password,
            at,
        } => {
            let row = client
                .query_opt(
                    "INSERT INTO accounts (name, name_key, password_phc, created_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (name_key) DO NOTHING RETURNING id",
                    &[&name, &name_key, &password, &at],
                )
                .map_err(pg)?;
            Answer::Created(row.map(|r| r.get(0)))
        }
        Op::ByName { name_key } => Answer::Account(
            client
                .query_opt(
                    "SELECT id, name, password_phc FROM accounts WHERE name_key = $1",
                    &[&name_key],
                )
                .map_err(pg)?
                .map(|r| account(&r)),
        ),
        Op::SignIn {
            account,
            id_sha256,
            replaces,
            agent,
            at,
        } => {
            let mut tx = client.transaction().map_err(pg)?;
            if let Some(old) = replaces {
                tx.execute("DELETE FROM sessions WHERE id_sha256 = $1", &[&old])
                    .map_err(pg)?;
            }
            tx.execute(
                "INSERT INTO sessions (id_sha256, account, created_at, last_at, agent) VALUES ($1, $2, $3, $3, $4)",
                &[&id_sha256, &account, &at, &agent],
            )
            .map_err(pg)?;
            tx.commit().map_err(pg)?;
            Answer::Done
        }
        Op::Session { id_sha256, at } => {
            let idle = at - SESSION_IDLE_MS;
            let found = client
                .query_opt(
                    "SELECT a.id, a.name, a.password_phc, s.last_at FROM sessions s JOIN accounts a ON a.id = s.account \
                     WHERE s.id_sha256 = $1 AND s.last_at > $2",
                    &[&id_sha256, &idle],
                )
                .map_err(pg)?
                .map(|r| (account(&r), r.get::<_, i64>(3)));
            if let Some((_, last)) = &found {
                if at - last > TOUCH_EVERY_MS {
                    client
                        .execute(
                            "UPDATE sessions SET last_at = $2 WHERE id_sha256 = $1",
                            &[&id_sha256, &at],
                        )
                        .map_err(pg)?;
                }
            }
            Answer::Account(found.map(|(a, _)| a))
        }
        Op::SignOut { id_sha256 } => {
            client
                .execute("DELETE FROM sessions WHERE id_sha256 = $1", &[&id_sha256])
                .map_err(pg)?;
            Answer::Done
        }
        Op::Sessions { account, at } => {
            let idle = at - SESSION_IDLE_MS;
            let rows = client
                .query(
                    "SELECT id_sha256, created_at, last_at, agent FROM sessions \
                     WHERE account = $1 AND last_at > $2 ORDER BY created_at",
                    &[&account, &idle],
                )
                .map_err(pg)?;
            Answer::Sessions(
                rows.iter()
                    .map(|r| SessionRow {
                        id_sha256: r.get(0),
                        created_at: r.get(1),
                        last_at: r.get(2),
                        agent: r.get(3),
                    })
                    .collect(),
            )
        }
        Op::Revoke { account, handle } => {
            let rows = client
                .query(
                    "DELETE FROM sessions WHERE account = $1 AND starts_with(id_sha256, $2) RETURNING id_sha256",
                    &[&account, &handle],
                )
                .map_err(pg)?;
            Answer::Revoked(rows.iter().map(|r| r.get(0)).collect())
        }
        Op::Claim {
            account,
            game,
            token,
            token_sha256,
            at,
        } => {
            let seat: Option<i16> = client
                .query_opt(
                    "SELECT s.seat FROM seats s JOIN games g ON g.id = s.game \
                     WHERE s.game = $1 AND s.token_sha256 = $2 AND g.status != 'over'",
                    &[&game, &token_sha256],
                )
                .map_err(pg)?
                .map(|r| r.get(0));
            if let Some(seat) = seat {
                client
                    .execute(
                        "INSERT INTO account_seats (account, game, seat, token, token_sha256, at) VALUES ($1, $2, $3, $4, $5, $6) \
                         ON CONFLICT (account, game, seat) DO UPDATE SET token = excluded.token, token_sha256 = excluded.token_sha256, at = excluded.at",
                        &[&account, &game, &seat, &token, &token_sha256, &at],
                    )
                    .map_err(pg)?;
            }
            Answer::Claimed(seat.and_then(|s| u8::try_from(s).ok()))
        }
        Op::Games { account } => Answer::Games(postgres_seats(client, account, None, 200)?),
        Op::Finished { account, today } => Answer::Games(postgres_seats(
            client,
            account,
            Some(today),
            FINISHED_LISTED,
        )?),
        Op::Passkey(op) => Answer::Passkey(super::passkey_store::postgres(client, op)?),
        Op::Throttle(op) => Answer::Throttle(super::throttle::postgres(client, op)?),
    })
}

/// [`sqlite_seats`] on PostgreSQL.
fn postgres_seats(
    client: &mut ::postgres::Client,
    account: i64,
    over: Option<i32>,
    limit: i64,
) -> Result<Vec<HeldSeat>, StoreError> {
    let rows = client
                .query(
                    "SELECT a.game, a.seat, a.token, g.status, g.options, g.created_at FROM account_seats a \
                     JOIN seats s ON s.game = a.game AND s.seat = a.seat AND s.token_sha256 = a.token_sha256 \
                     JOIN games g ON g.id = a.game \
                     WHERE a.account = $1 AND (g.status = 'over') = $2 \
                     AND NOT EXISTS (SELECT 1 FROM daily_attempts d WHERE d.game = a.game AND d.day >= $4) \
                     ORDER BY g.last_at DESC LIMIT $3",
                    &[&account, &over.is_some(), &limit, &hidden_from(over)],
                )
                .map_err(pg)?;
    Ok(rows
        .iter()
        .map(|r| HeldSeat {
            game: r.get(0),
            seat: u8::try_from(r.get::<_, i16>(1)).unwrap_or(0),
            token: r.get(2),
            status: status(r.get(3)),
            options: r.get(4),
            created_at: r.get(5),
        })
        .collect())
}
