//! What the daily challenge keeps in the database, in both backends: the
//! seed of each day (drawn once, by whichever process asks first) and each
//! account's one attempt of a day, with its score once the game is over.
//! One [`Op`] is one statement or one transaction on the storage thread
//! ([`crate::store::Store::daily`]).

use crate::store::error::StoreError;
use crate::store::rows::Status;

/// The tables of SQLite (created if missing at every start).
pub const SQLITE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS daily_seeds (
    day INTEGER PRIMARY KEY,
    seed TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS daily_attempts (
    day INTEGER NOT NULL,
    account INTEGER NOT NULL,
    name TEXT NOT NULL,
    game TEXT NOT NULL UNIQUE REFERENCES games(id),
    score INTEGER,
    at INTEGER NOT NULL,
    PRIMARY KEY (day, account)
);
";

/// The same tables in PostgreSQL (a migration of its own).
pub const POSTGRES_SCHEMA: &str = "
CREATE TABLE daily_seeds (
    day INTEGER PRIMARY KEY,
    seed TEXT NOT NULL
);
CREATE TABLE daily_attempts (
    day INTEGER NOT NULL,
    account BIGINT NOT NULL,
    name TEXT NOT NULL,
    game TEXT NOT NULL UNIQUE REFERENCES games(id),
    score INTEGER,
    at BIGINT NOT NULL,
    PRIMARY KEY (day, account)
);
";

/// A request to the store.
#[derive(Debug)]
pub enum Op {
    /// The day's seed (64 hex digits): `fresh` unless a seed is stored.
    Seed { day: i32, fresh: String },
    /// The account's attempt of the day, if it made one.
    Attempt { day: i32, account: i64 },
    /// Records an attempt, unless the account has one that day: then
    /// [`Answer::Attempt`] names that one's game.
    Start {
        day: i32,
        account: i64,
        name: String,
        game: String,
        at: i64,
    },
    /// Every attempt of the day, with whether its game is over.
    Table { day: i32 },
    /// The final score of an attempt's game.
    Score { game: String, score: i32 },
    /// The day of a daily game, if `game` is one.
    DayOf { game: String },
}

/// One attempt of a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub account: i64,
    pub name: String,
    pub game: String,
    /// Set once the game is over.
    pub score: Option<i32>,
    /// Its game is over, by the games table.
    pub over: bool,
}

/// The store's answer.
#[derive(Debug)]
pub enum Answer {
    Seed(String),
    /// `None`: no attempt (or, for `Start`, the new one was recorded).
    Attempt(Option<Attempt>),
    Table(Vec<Attempt>),
    Done,
    Day(Option<i32>),
}

fn io(e: impl std::fmt::Display) -> StoreError {
    StoreError::Io(e.to_string())
}

const ATTEMPT_SQL: &str = "SELECT a.account, a.name, a.game, a.score, g.status \
     FROM daily_attempts a JOIN games g ON g.id = a.game";

/// Whether a game's status (the games table's) says it is over.
fn over(status: &str) -> bool {
    Status::parse(status) == Some(Status::Over)
}

pub fn sqlite(conn: &mut rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    use rusqlite::{params, OptionalExtension};
    let row = |r: &rusqlite::Row<'_>| -> rusqlite::Result<Attempt> {
        let status: String = r.get(4)?;
        Ok(Attempt {
            account: r.get(0)?,
            name: r.get(1)?,
            game: r.get(2)?,
            score: r.get(3)?,
            over: over(&status),
        })
    };
    match op {
        Op::Seed { day, fresh } => {
            conn.execute(
                "INSERT INTO daily_seeds (day, seed) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING",
                params![day, fresh],
            )
            .map_err(io)?;
            let seed = conn
                .query_row(
                    "SELECT seed FROM daily_seeds WHERE day = ?1",
                    params![day],
                    |r| r.get(0),
                )
                .map_err(io)?;
            Ok(Answer::Seed(seed))
        }
        Op::Attempt { day, account } => Ok(Answer::Attempt(
            conn.query_row(
                &format!("{ATTEMPT_SQL} WHERE a.day = ?1 AND a.account = ?2"),
                params![day, account],
                row,
            )
            .optional()
            .map_err(io)?,
        )),
        Op::Start {
            day,
            account,
            name,
            game,
            at,
        } => {
            let added = conn
                .execute(
                    "INSERT INTO daily_attempts (day, account, name, game, at) \
                     VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (day, account) DO NOTHING",
                    params![day, account, name, game, at],
                )
                .map_err(io)?;
            if added == 1 {
                return Ok(Answer::Attempt(None));
            }
            sqlite(conn, Op::Attempt { day, account })
        }
        Op::Table { day } => {
            let mut st = conn
                .prepare(&format!("{ATTEMPT_SQL} WHERE a.day = ?1 ORDER BY a.at"))
                .map_err(io)?;
            let rows = st
                .query_map(params![day], row)
                .map_err(io)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(io)?;
            Ok(Answer::Table(rows))
        }
        Op::Score { game, score } => {
            conn.execute(
                "UPDATE daily_attempts SET score = ?2 WHERE game = ?1",
                params![game, score],
            )
            .map_err(io)?;
            Ok(Answer::Done)
        }
        Op::DayOf { game } => Ok(Answer::Day(
            conn.query_row(
                "SELECT day FROM daily_attempts WHERE game = ?1",
                params![game],
                |r| r.get(0),
            )
            .optional()
            .map_err(io)?,
        )),
    }
}

pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    let row = |r: &::postgres::Row| -> Attempt {
        let status: String = r.get(4);
        Attempt {
            account: r.get(0),
            name: r.get(1),
            game: r.get(2),
            score: r.get(3),
            over: over(&status),
        }
    };
    match op {
        Op::Seed { day, fresh } => {
            client
                .execute(
                    "INSERT INTO daily_seeds (day, seed) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
                    &[&day, &fresh],
                )
                .map_err(io)?;
            let r = client
                .query_one("SELECT seed FROM daily_seeds WHERE day = $1", &[&day])
                .map_err(io)?;
            Ok(Answer::Seed(r.get(0)))
        }
        Op::Attempt { day, account } => Ok(Answer::Attempt(
            client
                .query_opt(
                    &format!("{ATTEMPT_SQL} WHERE a.day = $1 AND a.account = $2"),
                    &[&day, &account],
                )
                .map_err(io)?
                .map(|r| row(&r)),
        )),
        Op::Start {
            day,
            account,
            name,
            game,
            at,
        } => {
            let added = client
                .execute(
                    "INSERT INTO daily_attempts (day, account, name, game, at) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, account) DO NOTHING",
                    &[&day, &account, &name, &game, &at],
                )
                .map_err(io)?;
            if added == 1 {
                return Ok(Answer::Attempt(None));
            }
            postgres(client, Op::Attempt { day, account })
        }
        Op::Table { day } => Ok(Answer::Table(
            client
                .query(
                    &format!("{ATTEMPT_SQL} WHERE a.day = $1 ORDER BY a.at"),
                    &[&day],
                )
                .map_err(io)?
                .iter()
                .map(row)
                .collect(),
        )),
        Op::Score { game, score } => {
            client
                .execute(
                    "UPDATE daily_attempts SET score = $2 WHERE game = $1",
                    &[&game, &score],
                )
                .map_err(io)?;
            Ok(Answer::Done)
        }
        Op::DayOf { game } => Ok(Answer::Day(
            client
                .query_opt("SELECT day FROM daily_attempts WHERE game = $1", &[&game])
                .map_err(io)?
                .map(|r| r.get(0)),
        )),
    }
}
