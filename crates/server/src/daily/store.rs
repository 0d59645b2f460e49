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

// The statements, written once with SQLite's placeholders (`?1`);
// PostgreSQL's (`$1`) are made from them ([`pg`]).
const PUT_SEED: &str =
    "INSERT INTO daily_seeds (day, seed) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING";
const SEED: &str = "SELECT seed FROM daily_seeds WHERE day = ?1";
const ATTEMPT: &str = "SELECT a.account, a.name, a.game, a.score, g.status \
     FROM daily_attempts a JOIN games g ON g.id = a.game \
     WHERE a.day = ?1 AND a.account = ?2";
const ADD_ATTEMPT: &str = "INSERT INTO daily_attempts (day, account, name, game, at) \
     VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (day, account) DO NOTHING";
const TABLE: &str = "SELECT a.account, a.name, a.game, a.score, g.status \
     FROM daily_attempts a JOIN games g ON g.id = a.game \
     WHERE a.day = ?1 ORDER BY a.at";
const SET_SCORE: &str = "UPDATE daily_attempts SET score = ?2 WHERE game = ?1";
const DAY_OF: &str = "SELECT day FROM daily_attempts WHERE game = ?1";

/// A statement with PostgreSQL's placeholders.
fn pg(sql: &str) -> String {
    sql.replace('?', "$")
}

/// Whether a game's status (the games table's) says it is over.
fn over(status: &str) -> bool {
    Status::parse(status) == Some(Status::Over)
}

/// What a backend runs for the daily challenge; what each [`Op`] means is
/// [`run`]'s, once for both.
trait Statements {
    /// Stores `fresh` as the day's seed unless one is stored.
    fn put_seed(&mut self, day: i32, fresh: &str) -> Result<(), StoreError>;
    fn seed(&mut self, day: i32) -> Result<String, StoreError>;
    fn attempt(&mut self, day: i32, account: i64) -> Result<Option<Attempt>, StoreError>;
    /// Whether the attempt was added (none of the account's that day).
    fn add_attempt(
        &mut self,
        day: i32,
        account: i64,
        name: &str,
        game: &str,
        at: i64,
    ) -> Result<bool, StoreError>;
    fn table(&mut self, day: i32) -> Result<Vec<Attempt>, StoreError>;
    fn set_score(&mut self, game: &str, score: i32) -> Result<(), StoreError>;
    fn day_of(&mut self, game: &str) -> Result<Option<i32>, StoreError>;
}

fn run(db: &mut impl Statements, op: Op) -> Result<Answer, StoreError> {
    match op {
        Op::Seed { day, fresh } => {
            db.put_seed(day, &fresh)?;
            db.seed(day).map(Answer::Seed)
        }
        Op::Attempt { day, account } => db.attempt(day, account).map(Answer::Attempt),
        Op::Start {
            day,
            account,
            name,
            game,
            at,
        } => {
            if db.add_attempt(day, account, &name, &game, at)? {
                return Ok(Answer::Attempt(None));
            }
            db.attempt(day, account).map(Answer::Attempt)
        }
        Op::Table { day } => db.table(day).map(Answer::Table),
        Op::Score { game, score } => {
            db.set_score(&game, score)?;
            Ok(Answer::Done)
        }
        Op::DayOf { game } => db.day_of(&game).map(Answer::Day),
    }
}

pub fn sqlite(conn: &mut rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    run(conn, op)
}

pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    run(client, op)
}

/// An attempt of SQLite's row.
fn sqlite_attempt(r: &rusqlite::Row<'_>) -> rusqlite::Result<Attempt> {
    let status: String = r.get(4)?;
    Ok(Attempt {
        account: r.get(0)?,
        name: r.get(1)?,
        game: r.get(2)?,
        score: r.get(3)?,
        over: over(&status),
    })
}

impl Statements for rusqlite::Connection {
    fn put_seed(&mut self, day: i32, fresh: &str) -> Result<(), StoreError> {
        self.execute(PUT_SEED, rusqlite::params![day, fresh])
            .map(drop)
            .map_err(io)
    }

    fn seed(&mut self, day: i32) -> Result<String, StoreError> {
        self.query_row(SEED, [day], |r| r.get(0)).map_err(io)
    }

    fn attempt(&mut self, day: i32, account: i64) -> Result<Option<Attempt>, StoreError> {
        use rusqlite::OptionalExtension;
        self.query_row(ATTEMPT, rusqlite::params![day, account], sqlite_attempt)
            .optional()
            .map_err(io)
    }

    fn add_attempt(
        &mut self,
        day: i32,
        account: i64,
        name: &str,
        game: &str,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.execute(ADD_ATTEMPT, rusqlite::params![day, account, name, game, at])
            .map(|added| added == 1)
            .map_err(io)
    }

    fn table(&mut self, day: i32) -> Result<Vec<Attempt>, StoreError> {
        let mut st = self.prepare(TABLE).map_err(io)?;
        let rows = st
            .query_map([day], sqlite_attempt)
            .map_err(io)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(io)?;
        Ok(rows)
    }

    fn set_score(&mut self, game: &str, score: i32) -> Result<(), StoreError> {
        self.execute(SET_SCORE, rusqlite::params![game, score])
            .map(drop)
            .map_err(io)
    }

    fn day_of(&mut self, game: &str) -> Result<Option<i32>, StoreError> {
        use rusqlite::OptionalExtension;
        self.query_row(DAY_OF, [game], |r| r.get(0))
            .optional()
            .map_err(io)
    }
}

/// An attempt of PostgreSQL's row.
fn postgres_attempt(r: &::postgres::Row) -> Attempt {
    let status: String = r.get(4);
    Attempt {
        account: r.get(0),
        name: r.get(1),
        game: r.get(2),
        score: r.get(3),
        over: over(&status),
    }
}

impl Statements for ::postgres::Client {
    fn put_seed(&mut self, day: i32, fresh: &str) -> Result<(), StoreError> {
        self.execute(&pg(PUT_SEED), &[&day, &fresh])
            .map(drop)
            .map_err(io)
    }

    fn seed(&mut self, day: i32) -> Result<String, StoreError> {
        self.query_one(&pg(SEED), &[&day])
            .map(|r| r.get(0))
            .map_err(io)
    }

    fn attempt(&mut self, day: i32, account: i64) -> Result<Option<Attempt>, StoreError> {
        self.query_opt(&pg(ATTEMPT), &[&day, &account])
            .map(|r| r.as_ref().map(postgres_attempt))
            .map_err(io)
    }

    fn add_attempt(
        &mut self,
        day: i32,
        account: i64,
        name: &str,
        game: &str,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.execute(&pg(ADD_ATTEMPT), &[&day, &account, &name, &game, &at])
            .map(|added| added == 1)
            .map_err(io)
    }

    fn table(&mut self, day: i32) -> Result<Vec<Attempt>, StoreError> {
        self.query(&pg(TABLE), &[&day])
            .map(|rows| rows.iter().map(postgres_attempt).collect())
            .map_err(io)
    }

    fn set_score(&mut self, game: &str, score: i32) -> Result<(), StoreError> {
        self.execute(&pg(SET_SCORE), &[&game, &score])
            .map(drop)
            .map_err(io)
    }

    fn day_of(&mut self, game: &str) -> Result<Option<i32>, StoreError> {
        self.query_opt(&pg(DAY_OF), &[&game])
            .map(|r| r.map(|r| r.get(0)))
            .map_err(io)
    }
}
