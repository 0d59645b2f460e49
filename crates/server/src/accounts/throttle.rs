//! Sign-ins are throttled per account name and per address: after
//! [`PER_NAME`] failed attempts on a name (or [`PER_ADDRESS`] from an
//! address) in [`WINDOW_MS`], further attempts are refused with 429
//! without looking at the password (or the passkey) until the oldest
//! failure is out of the window. An unknown name counts like a known one
//! (the answers must not tell them apart).
//!
//! Counted in the database, in both backends, so that every process
//! serving one database counts the same attempts. An attempt is written
//! before its password is checked, in the transaction that counts the
//! earlier ones (concurrent attempts cannot pass the cap together, in
//! PostgreSQL each `who` is locked for the transaction); one that
//! succeeds takes its rows back, and its name's failures with them (the
//! address's other failures stay). Only a SHA-256 of who failed is
//! stored, never an address or a name.

use crate::store::error::StoreError;

/// Failures of one name in [`WINDOW_MS`] at most.
pub const PER_NAME: i64 = 5;
/// Failures from one address in [`WINDOW_MS`] at most.
pub const PER_ADDRESS: i64 = 20;
/// The window failures count in (ms).
pub const WINDOW_MS: i64 = 15 * 60 * 1000;

/// The table of SQLite (created if missing at every start).
pub const SQLITE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS sign_in_attempts (
    who TEXT NOT NULL,
    attempt TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_attempts_who ON sign_in_attempts(who, at);
CREATE INDEX IF NOT EXISTS sign_in_attempts_attempt ON sign_in_attempts(attempt);
";

/// The same table in PostgreSQL (a migration of its own).
pub const POSTGRES_SCHEMA: &str = "
CREATE TABLE sign_in_attempts (
    who TEXT NOT NULL,
    attempt TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX sign_in_attempts_who ON sign_in_attempts(who, at);
CREATE INDEX sign_in_attempts_attempt ON sign_in_attempts(attempt);
";

/// Who an attempt counts against, as stored, with its cap: the name's key
/// (`None`: no account in question, e.g. a passkey nobody has) and the
/// address (already reduced to its /64 for IPv6).
pub fn whos(name_key: Option<&str>, address: &str) -> Vec<(String, i64)> {
    let mut v = vec![(who("address", address), PER_ADDRESS)];
    if let Some(n) = name_key {
        v.push((who("name", n), PER_NAME));
    }
    v
}

/// The stored form of a name's key or an address.
pub fn who(kind: &str, key: &str) -> String {
    crate::secrets::sha256_hex(format!("{kind}:{key}").as_bytes())
}

/// One request about sign-in attempts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// Attempt `attempt` at `at` of each of `whos` (`(who, cap)`), unless
    /// one of them has its cap of attempts after `at - WINDOW_MS`:
    /// [`Answer::Allowed`]. Rows out of the window are deleted.
    Attempt {
        whos: Vec<(String, i64)>,
        attempt: String,
        at: i64,
    },
    /// Attempt `attempt` succeeded: its rows, and every row of `name`
    /// (a `who`), are deleted.
    Succeeded {
        attempt: String,
        name: Option<String>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Allowed(bool),
    Done,
}

fn sq(e: rusqlite::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

fn pg(e: ::postgres::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

/// Runs `op` on SQLite (one writer: the transaction is the lock).
pub fn sqlite(conn: &mut rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    use rusqlite::params;
    Ok(match op {
        Op::Attempt { whos, attempt, at } => {
            let tx = conn.transaction().map_err(sq)?;
            tx.execute(
                "DELETE FROM sign_in_attempts WHERE at <= ?1",
                params![at - WINDOW_MS],
            )
            .map_err(sq)?;
            for (who, cap) in &whos {
                let n: i64 = tx
                    .query_row(
                        "SELECT count(*) FROM sign_in_attempts WHERE who = ?1",
                        params![who],
                        |r| r.get(0),
                    )
                    .map_err(sq)?;
                if n >= *cap {
                    return Ok(Answer::Allowed(false));
                }
            }
            for (who, _) in &whos {
                tx.execute(
                    "INSERT INTO sign_in_attempts (who, attempt, at) VALUES (?1, ?2, ?3)",
                    params![who, attempt, at],
                )
                .map_err(sq)?;
            }
            tx.commit().map_err(sq)?;
            Answer::Allowed(true)
        }
        Op::Succeeded { attempt, name } => {
            conn.execute(
                "DELETE FROM sign_in_attempts WHERE attempt = ?1 OR who = ?2",
                params![attempt, name],
            )
            .map_err(sq)?;
            Answer::Done
        }
    })
}

/// Runs `op` on PostgreSQL; the `who`s of an attempt are locked (in a
/// fixed order) until its transaction ends.
pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    Ok(match op {
        Op::Attempt {
            mut whos,
            attempt,
            at,
        } => {
            whos.sort();
            let mut tx = client.transaction().map_err(pg)?;
            for (who, _) in &whos {
                tx.execute(
                    "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
                    &[who],
                )
                .map_err(pg)?;
            }
            tx.execute(
                "DELETE FROM sign_in_attempts WHERE at <= $1",
                &[&(at - WINDOW_MS)],
            )
            .map_err(pg)?;
            for (who, cap) in &whos {
                let n: i64 = tx
                    .query_one(
                        "SELECT count(*) FROM sign_in_attempts WHERE who = $1",
                        &[who],
                    )
                    .map_err(pg)?
                    .get(0);
                if n >= *cap {
                    return Ok(Answer::Allowed(false));
                }
            }
            for (who, _) in &whos {
                tx.execute(
                    "INSERT INTO sign_in_attempts (who, attempt, at) VALUES ($1, $2, $3)",
                    &[who, &attempt, &at],
                )
                .map_err(pg)?;
            }
            tx.commit().map_err(pg)?;
            Answer::Allowed(true)
        }
        Op::Succeeded { attempt, name } => {
            client
                .execute(
                    "DELETE FROM sign_in_attempts WHERE attempt = $1 OR who = $2",
                    &[&attempt, &name],
                )
                .map_err(pg)?;
            Answer::Done
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> rusqlite::Connection {
        let c = rusqlite::Connection::open_in_memory().unwrap();
        c.execute_batch(SQLITE_SCHEMA).unwrap();
        c
    }

    fn attempt(c: &mut rusqlite::Connection, name: &str, address: &str, at: i64) -> bool {
        let op = Op::Attempt {
            whos: whos(Some(name), address),
            attempt: format!("{name} {address} {at}"),
            at,
        };
        sqlite(c, op).unwrap() == Answer::Allowed(true)
    }

    #[test]
    fn a_name_is_refused_after_its_failures_until_they_age() {
        let mut c = db();
        for i in 0..PER_NAME {
            assert!(attempt(&mut c, "ana", "192.0.2.1", i));
        }
        assert!(!attempt(&mut c, "ana", "192.0.2.1", 10));
        assert!(
            !attempt(&mut c, "ana", "192.0.2.2", 10),
            "per name, from any address"
        );
        assert!(
            attempt(&mut c, "bo", "192.0.2.1", 10),
            "another name from the same address"
        );
        assert!(attempt(&mut c, "ana", "192.0.2.1", WINDOW_MS + PER_NAME));
    }

    #[test]
    fn an_address_is_refused_after_its_failures_with_any_name() {
        let mut c = db();
        for i in 0..PER_ADDRESS {
            assert!(attempt(&mut c, &format!("name{i}"), "192.0.2.1", 0));
        }
        assert!(!attempt(&mut c, "fresh", "192.0.2.1", 0));
        assert!(attempt(&mut c, "fresh", "192.0.2.9", 0));
    }

    #[test]
    fn a_success_takes_back_its_attempt_and_its_name_s_failures() {
        let mut c = db();
        for i in 0..PER_NAME - 1 {
            assert!(attempt(&mut c, "ana", "192.0.2.1", i));
        }
        assert!(attempt(&mut c, "ana", "192.0.2.1", 9));
        let op = Op::Succeeded {
            attempt: "ana 192.0.2.1 9".into(),
            name: Some(who("name", "ana")),
        };
        assert_eq!(sqlite(&mut c, op).unwrap(), Answer::Done);
        for i in 0..PER_NAME {
            assert!(attempt(&mut c, "ana", "192.0.2.1", 10 + i));
        }
        // The address keeps its earlier failures: 4 + 5 of 20.
        let n: i64 = c
            .query_row(
                "SELECT count(*) FROM sign_in_attempts WHERE who = ?1",
                [who("address", "192.0.2.1")],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, PER_NAME - 1 + PER_NAME);
    }
}
