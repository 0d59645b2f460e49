//! What ratings keep in the database, in both backends: each account's
//! rating (`ratings`), each finished game the ratings saw (`rated_games`:
//! the key that makes an update happen once per game) and each rated
//! seat's change (`rating_changes`). [`rate`] is what an update means, once
//! for both; each backend only runs its statements ([`Statements`]).

use super::method::{rated, update, Holder, Outcome, Rating};
use crate::store::error::StoreError;
use crate::store::rows::SeatKind;
use std::collections::BTreeMap;

/// The tables of SQLite (created if missing at every start).
pub const SQLITE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS ratings (
    account INTEGER PRIMARY KEY REFERENCES accounts(id),
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    games INTEGER NOT NULL,
    at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rated_games (
    game TEXT PRIMARY KEY REFERENCES games(id),
    at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rating_changes (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    account INTEGER NOT NULL REFERENCES accounts(id),
    place INTEGER NOT NULL,
    mu_before REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS rating_changes_account ON rating_changes(account);
CREATE INDEX IF NOT EXISTS account_seats_seat ON account_seats(game, seat);
";

/// The same tables in PostgreSQL (a migration of its own).
pub const POSTGRES_SCHEMA: &str = "
CREATE TABLE ratings (
    account BIGINT PRIMARY KEY REFERENCES accounts(id),
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    at BIGINT NOT NULL
);
CREATE TABLE rated_games (
    game TEXT PRIMARY KEY REFERENCES games(id),
    at BIGINT NOT NULL
);
CREATE TABLE rating_changes (
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    account BIGINT NOT NULL REFERENCES accounts(id),
    place SMALLINT NOT NULL,
    mu_before DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX rating_changes_account ON rating_changes(account);
";

/// The holders of a game's seats found by the seat (a game's summary asks
/// for them, [`Op::Seats`]), not by a scan of every account's seats: a
/// migration of PostgreSQL's own (SQLite's is in [`SQLITE_SCHEMA`]).
pub const POSTGRES_HOLDERS_INDEX: &str =
    "CREATE INDEX account_seats_seat ON account_seats(game, seat);";

/// The statements of an update, in the transaction storing the result.
pub(crate) trait Statements {
    /// Notes that the ratings saw `game`: `false` if they had already.
    fn mark(&mut self, game: &str, at: i64) -> Result<bool, StoreError>;
    /// The game's seats, in order.
    fn holders(&mut self, game: &str) -> Result<Vec<Holder>, StoreError>;
    /// The account's rating and rated games (a new one's: the default),
    /// held for this transaction.
    fn rating(&mut self, account: i64, at: i64) -> Result<(Rating, u32), StoreError>;
    /// The account's new rating, and the change of its seat in `game`.
    fn put(&mut self, change: &Change, games: u32, at: i64) -> Result<(), StoreError>;
}

/// One rated seat's change.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub game: String,
    pub seat: u8,
    pub account: i64,
    pub place: u8,
    pub before: Rating,
    pub after: Rating,
}

/// The ratings' update after `game` ended with `o`: nothing when the
/// ratings saw it already or it is not rated ([`rated`]).
pub(crate) fn rate(st: &mut impl Statements, game: &str, o: &Outcome) -> Result<(), StoreError> {
    if !st.mark(game, o.at)? {
        return Ok(());
    }
    let seats = st.holders(game)?;
    let Some(accounts) = rated(&seats, o) else {
        return Ok(());
    };
    // Rows taken in one order (no deadlock between two games' updates).
    let mut before = BTreeMap::new();
    for a in accounts
        .iter()
        .copied()
        .collect::<std::collections::BTreeSet<_>>()
    {
        before.insert(a, st.rating(a, o.at)?);
    }
    let players: Vec<(Rating, u8)> = accounts
        .iter()
        .zip(&o.places)
        .map(|(a, place)| (before[a].0, *place))
        .collect();
    let after = update(&players);
    for (seat, ((account, (b, place)), a)) in accounts.iter().zip(players).zip(after).enumerate() {
        let change = Change {
            game: game.to_string(),
            seat: seat as u8,
            account: *account,
            place,
            before: b,
            after: a,
        };
        st.put(&change, before[account].1 + 1, o.at)?;
    }
    Ok(())
}

fn person(kind: &str) -> bool {
    kind.parse::<SeatKind>() == Ok(SeatKind::Human)
}

/// The account holding the seat `s` (a row of `seats`): the latest to
/// bind the seat's token of now. One rule for [`HOLDERS`] and [`SEATS`].
macro_rules! holder {
    () => {
        "(SELECT a.account FROM account_seats a \
         WHERE a.game = s.game AND a.seat = s.seat AND a.token_sha256 = s.token_sha256 \
         ORDER BY a.at DESC, a.account DESC LIMIT 1)"
    };
}

/// The holder of each seat.
const HOLDERS: &str = concat!(
    "SELECT s.kind, ",
    holder!(),
    " FROM seats s WHERE s.game = $1 ORDER BY s.seat"
);

/// [`Statements`] on SQLite (the savepoint of the write).
pub(crate) struct Sqlite<'a>(pub &'a rusqlite::Connection);

fn sq(e: rusqlite::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

impl Statements for Sqlite<'_> {
    fn mark(&mut self, game: &str, at: i64) -> Result<bool, StoreError> {
        let n = self
            .0
            .execute(
                "INSERT INTO rated_games (game, at) VALUES (?1, ?2) ON CONFLICT (game) DO NOTHING",
                rusqlite::params![game, at],
            )
            .map_err(sq)?;
        Ok(n == 1)
    }

    fn holders(&mut self, game: &str) -> Result<Vec<Holder>, StoreError> {
        let mut st = self.0.prepare(HOLDERS).map_err(sq)?;
        let rows = st
            .query_map([game], |r| {
                Ok(Holder {
                    person: person(&r.get::<_, String>(0)?),
                    account: r.get(1)?,
                })
            })
            .map_err(sq)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(sq)?;
        Ok(rows)
    }

    fn rating(&mut self, account: i64, _at: i64) -> Result<(Rating, u32), StoreError> {
        use rusqlite::OptionalExtension;
        let found = self
            .0
            .query_row(
                "SELECT mu, sigma, games FROM ratings WHERE account = ?1",
                [account],
                |r| {
                    Ok((
                        Rating {
                            mu: r.get(0)?,
                            sigma: r.get(1)?,
                        },
                        r.get::<_, u32>(2)?,
                    ))
                },
            )
            .optional()
            .map_err(sq)?;
        Ok(found.unwrap_or((Rating::default(), 0)))
    }

    fn put(&mut self, c: &Change, games: u32, at: i64) -> Result<(), StoreError> {
        self.0
            .execute(
                "INSERT INTO ratings (account, mu, sigma, games, at) VALUES (?1, ?2, ?3, ?4, ?5) \
                 ON CONFLICT (account) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, \
                 games = excluded.games, at = excluded.at",
                rusqlite::params![c.account, c.after.mu, c.after.sigma, games, at],
            )
            .map_err(sq)?;
        self.0
            .execute(
                "INSERT INTO rating_changes (game, seat, account, place, mu_before, sigma_before, mu, sigma) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                rusqlite::params![
                    c.game,
                    c.seat,
                    c.account,
                    c.place,
                    c.before.mu,
                    c.before.sigma,
                    c.after.mu,
                    c.after.sigma
                ],
            )
            .map_err(sq)?;
        Ok(())
    }
}

/// [`Statements`] on PostgreSQL (the transaction of the write).
pub(crate) struct Postgres<'a, C: ::postgres::GenericClient>(pub &'a mut C);

fn pg(e: ::postgres::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

impl<C: ::postgres::GenericClient> Statements for Postgres<'_, C> {
    fn mark(&mut self, game: &str, at: i64) -> Result<bool, StoreError> {
        // A second process storing the same end waits here for the first
        // to commit, then finds the row.
        let n = self
            .0
            .execute(
                "INSERT INTO rated_games (game, at) VALUES ($1, $2) ON CONFLICT (game) DO NOTHING",
                &[&game, &at],
            )
            .map_err(pg)?;
        Ok(n == 1)
    }

    fn holders(&mut self, game: &str) -> Result<Vec<Holder>, StoreError> {
        let rows = self.0.query(HOLDERS, &[&game]).map_err(pg)?;
        Ok(rows
            .iter()
            .map(|r| Holder {
                person: person(r.get(0)),
                account: r.get(1),
            })
            .collect())
    }

    fn rating(&mut self, account: i64, at: i64) -> Result<(Rating, u32), StoreError> {
        // The row exists and is locked until the transaction ends (two
        // games of one account ending at once update one after the other).
        let new = Rating::default();
        self.0
            .execute(
                "INSERT INTO ratings (account, mu, sigma, games, at) VALUES ($1, $2, $3, 0, $4) \
                 ON CONFLICT (account) DO NOTHING",
                &[&account, &new.mu, &new.sigma, &at],
            )
            .map_err(pg)?;
        let r = self
            .0
            .query_one(
                "SELECT mu, sigma, games FROM ratings WHERE account = $1 FOR UPDATE",
                &[&account],
            )
            .map_err(pg)?;
        Ok((
            Rating {
                mu: r.get(0),
                sigma: r.get(1),
            },
            u32::try_from(r.get::<_, i32>(2)).unwrap_or(0),
        ))
    }

    fn put(&mut self, c: &Change, games: u32, at: i64) -> Result<(), StoreError> {
        let games = i32::try_from(games).unwrap_or(i32::MAX);
        self.0
            .execute(
                "UPDATE ratings SET mu = $2, sigma = $3, games = $4, at = $5 WHERE account = $1",
                &[&c.account, &c.after.mu, &c.after.sigma, &games, &at],
            )
            .map_err(pg)?;
        self.0
            .execute(
                "INSERT INTO rating_changes (game, seat, account, place, mu_before, sigma_before, mu, sigma) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                &[
                    &c.game,
                    &i16::from(c.seat),
                    &c.account,
                    &i16::from(c.place),
                    &c.before.mu,
                    &c.before.sigma,
                    &c.after.mu,
                    &c.after.sigma,
                ],
            )
            .map_err(pg)?;
        Ok(())
    }
}

/// One request reading ratings.
#[derive(Clone, Debug)]
pub enum Op {
    /// The best `limit` rated accounts by conservative rating.
    Leaders { limit: i64 },
    /// An account's rating (`None`: never rated).
    Of { account: i64 },
    /// Each seat of a game, in order, with the account holding it now.
    Seats { game: String },
    /// Whether a finished game moved ratings ([`Answer::Moved`]).
    Moved { game: String },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Name, rating, rated games; best first.
    Leaders(Vec<(String, Rating, u32)>),
    Rating(Option<(Rating, u32)>),
    Seats(Vec<Seat>),
    Moved(bool),
}

/// A seat of a game as its summary shows it ([`Op::Seats`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    pub holder: Holder,
    /// The holding account's name.
    pub name: Option<String>,
    /// The holding account's rating and rated games (`None`: never rated).
    pub rating: Option<(Rating, u32)>,
}

const LEADERS: &str =
    "SELECT a.name, r.mu, r.sigma, r.games FROM ratings r JOIN accounts a ON a.id = r.account \
     WHERE r.games > 0 ORDER BY r.mu - 3 * r.sigma DESC, r.games DESC, a.name_key LIMIT $1";
const OF: &str = "SELECT mu, sigma, games FROM ratings WHERE account = $1 AND games > 0";
const MOVED: &str = "SELECT EXISTS (SELECT 1 FROM rating_changes WHERE game = $1)";
/// Every seat of a game with its holder's name and rating, in one query.
const SEATS: &str = concat!(
    "SELECT h.kind, h.account, a.name, r.mu, r.sigma, r.games FROM (SELECT s.seat, s.kind, ",
    holder!(),
    " AS account FROM seats s WHERE s.game = $1) h \
     LEFT JOIN accounts a ON a.id = h.account \
     LEFT JOIN ratings r ON r.account = h.account AND r.games > 0 ORDER BY h.seat"
);

/// Runs `op` on SQLite.
pub fn sqlite(conn: &rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    use rusqlite::OptionalExtension;
    let rating = |r: &rusqlite::Row, at: usize| -> rusqlite::Result<(Rating, u32)> {
        Ok((
            Rating {
                mu: r.get(at)?,
                sigma: r.get(at + 1)?,
            },
            r.get(at + 2)?,
        ))
    };
    Ok(match op {
        Op::Leaders { limit } => {
            let mut st = conn.prepare(LEADERS).map_err(sq)?;
            let rows = st
                .query_map([limit], |r| {
                    let (rating, games) = rating(r, 1)?;
                    Ok((r.get(0)?, rating, games))
                })
                .map_err(sq)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sq)?;
            Answer::Leaders(rows)
        }
        Op::Of { account } => Answer::Rating(
            conn.query_row(OF, [account], |r| rating(r, 0))
                .optional()
                .map_err(sq)?,
        ),
        Op::Seats { game } => {
            let mut st = conn.prepare(SEATS).map_err(sq)?;
            let rows = st
                .query_map([game], |r| {
                    Ok(Seat {
                        holder: Holder {
                            person: person(&r.get::<_, String>(0)?),
                            account: r.get(1)?,
                        },
                        name: r.get(2)?,
                        // No row of `ratings` (a LEFT JOIN): never rated.
                        rating: match r.get::<_, Option<f64>>(3)? {
                            Some(_) => Some(rating(r, 3)?),
                            None => None,
                        },
                    })
                })
                .map_err(sq)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sq)?;
            Answer::Seats(rows)
        }
        Op::Moved { game } => {
            Answer::Moved(conn.query_row(MOVED, [game], |r| r.get(0)).map_err(sq)?)
        }
    })
}

/// Runs `op` on PostgreSQL.
pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    let rating = |r: &::postgres::Row, at: usize| {
        (
            Rating {
                mu: r.get(at),
                sigma: r.get(at + 1),
            },
            u32::try_from(r.get::<_, i32>(at + 2)).unwrap_or(0),
        )
    };
    Ok(match op {
        Op::Leaders { limit } => Answer::Leaders(
            client
                .query(LEADERS, &[&limit])
                .map_err(pg)?
                .iter()
                .map(|r| {
                    let (rating, games) = rating(r, 1);
                    (r.get(0), rating, games)
                })
                .collect(),
        ),
        Op::Of { account } => Answer::Rating(
            client
                .query_opt(OF, &[&account])
                .map_err(pg)?
                .map(|r| rating(&r, 0)),
        ),
        Op::Seats { game } => Answer::Seats(
            client
                .query(SEATS, &[&game])
                .map_err(pg)?
                .iter()
                .map(|r| Seat {
                    holder: Holder {
                        person: person(r.get(0)),
                        account: r.get(1),
                    },
                    name: r.get(2),
                    // No row of `ratings` (a LEFT JOIN): never rated.
                    rating: r.get::<_, Option<f64>>(3).map(|_| rating(r, 3)),
                })
                .collect(),
        ),
        Op::Moved { game } => Answer::Moved(client.query_one(MOVED, &[&game]).map_err(pg)?.get(0)),
    })
}
