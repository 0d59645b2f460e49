//! What passkeys keep in the database, in both backends: each account's
//! passkeys (the credential id, webauthn-rs's `Passkey` with the public
//! key, and the signature counter) and the ceremonies under way (their
//! state between start and finish, kept here and not in the browser, until
//! they expire). One [`Op`] is one statement or one transaction on the
//! storage thread, sent as [`super::store::Op::Passkey`].

use crate::store::error::StoreError;

/// A ceremony expired this long ago is deleted at the next start (unix
/// ms); until then finishing it is told "expired" rather than "unknown".
pub const PURGE_AFTER_MS: i64 = 10 * 60 * 1000;

/// Ceremonies under way at most (each start is a row until it expires).
pub const MAX_CEREMONIES: i64 = 10_000;

/// The tables of SQLite (created if missing at every start).
pub const SQLITE_SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS passkeys (
    cred_id TEXT PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    user_handle TEXT NOT NULL,
    passkey TEXT NOT NULL,
    counter INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys(account);
CREATE TABLE IF NOT EXISTS passkey_ceremonies (
    id_sha256 TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    expires_at INTEGER NOT NULL
);
";

/// The same tables in PostgreSQL (a migration of its own).
pub const POSTGRES_SCHEMA: &str = "
CREATE TABLE passkeys (
    cred_id TEXT PRIMARY KEY,
    account BIGINT NOT NULL REFERENCES accounts(id),
    user_handle TEXT NOT NULL,
    passkey TEXT NOT NULL,
    counter BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    last_at BIGINT NOT NULL
);
CREATE INDEX passkeys_account ON passkeys(account);
CREATE TABLE passkey_ceremonies (
    id_sha256 TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
";

/// A passkey as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredKey {
    /// The credential id, base64url without padding.
    pub cred_id: String,
    pub account: i64,
    /// The WebAuthn user id of the account (a UUID), the same for all its
    /// passkeys.
    pub user_handle: String,
    /// webauthn-rs's `Passkey` as JSON: the public key, the counter, the
    /// backup flags.
    pub passkey: String,
    /// The authenticator's signature counter at the last sign-in (0 before
    /// the first).
    pub counter: i64,
}

/// One request about passkeys.
#[derive(Clone, Debug)]
pub enum Op {
    /// Keeps a ceremony's state (JSON) until `expires_at`, under the
    /// SHA-256 of its id; ceremonies expired [`PURGE_AFTER_MS`] before
    /// `at` go. [`Answer::Begun`] `false` when [`MAX_CEREMONIES`] are under
    /// way (nothing kept).
    Begin {
        id_sha256: String,
        state: String,
        expires_at: i64,
        at: i64,
    },
    /// Takes a ceremony out, once: [`Answer::Ceremony`] its state and
    /// expiry, `None` if unknown (or taken already).
    Take { id_sha256: String },
    /// The account's passkeys, oldest first.
    Keys { account: i64 },
    /// The passkey of a credential id, with its account's name
    /// ([`Answer::Key`]).
    ByCredential { cred_id: String },
    /// A new account (no password) with its first passkey, in one
    /// transaction.
    SignUp {
        name: String,
        name_key: String,
        key: StoredKey,
        at: i64,
    },
    /// Another passkey of `key.account`.
    Add { key: StoredKey, at: i64 },
    /// A sign-in with the passkey: its new state and counter.
    Used {
        cred_id: String,
        passkey: String,
        counter: i64,
        at: i64,
    },
}

/// What a registration did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Registered {
    /// The passkey is the account's (its id).
    Account(i64),
    /// Another account has this name now (nothing kept).
    NameTaken,
    /// The credential is registered already (nothing kept).
    KeyTaken,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Done,
    Begun(bool),
    /// A ceremony's state and expiry (unix ms).
    Ceremony(Option<(String, i64)>),
    Keys(Vec<StoredKey>),
    /// A passkey and its account's name.
    Key(Option<(StoredKey, String)>),
    Registered(Registered),
}

fn sq(e: rusqlite::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

/// Runs `op` on SQLite.
pub fn sqlite(conn: &mut rusqlite::Connection, op: Op) -> Result<Answer, StoreError> {
    use rusqlite::{params, OptionalExtension};
    const KEY: &str = "SELECT cred_id, account, user_handle, passkey, counter FROM passkeys";
    let key = |r: &rusqlite::Row| -> rusqlite::Result<StoredKey> {
        Ok(StoredKey {
            cred_id: r.get(0)?,
            account: r.get(1)?,
            user_handle: r.get(2)?,
            passkey: r.get(3)?,
            counter: r.get(4)?,
        })
    };
    let insert_key = |tx: &rusqlite::Transaction, k: &StoredKey, account: i64, at: i64| {
        tx.execute(
            "INSERT INTO passkeys (cred_id, account, user_handle, passkey, counter, created_at, last_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) ON CONFLICT (cred_id) DO NOTHING",
            params![k.cred_id, account, k.user_handle, k.passkey, k.counter, at],
        )
        .map_err(sq)
    };
    Ok(match op {
        Op::Begin {
            id_sha256,
            state,
            expires_at,
            at,
        } => {
            let tx = conn.transaction().map_err(sq)?;
            tx.execute(
                "DELETE FROM passkey_ceremonies WHERE expires_at < ?1",
                params![at - PURGE_AFTER_MS],
            )
            .map_err(sq)?;
            let live: i64 = tx
                .query_row("SELECT count(*) FROM passkey_ceremonies", [], |r| r.get(0))
                .map_err(sq)?;
            let room = live < MAX_CEREMONIES;
            if room {
                tx.execute(
                    "INSERT INTO passkey_ceremonies (id_sha256, state, expires_at) VALUES (?1, ?2, ?3)",
                    params![id_sha256, state, expires_at],
                )
                .map_err(sq)?;
            }
            tx.commit().map_err(sq)?;
            Answer::Begun(room)
        }
        Op::Take { id_sha256 } => Answer::Ceremony(
            conn.query_row(
                "DELETE FROM passkey_ceremonies WHERE id_sha256 = ?1 RETURNING state, expires_at",
                params![id_sha256],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(sq)?,
        ),
        Op::Keys { account } => {
            let mut st = conn
                .prepare(&format!(
                    "{KEY} WHERE account = ?1 ORDER BY created_at, cred_id"
                ))
                .map_err(sq)?;
            let keys = st
                .query_map(params![account], key)
                .map_err(sq)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(sq)?;
            Answer::Keys(keys)
        }
        Op::ByCredential { cred_id } => Answer::Key(
            conn.query_row(
                "SELECT p.cred_id, p.account, p.user_handle, p.passkey, p.counter, a.name \
                 FROM passkeys p JOIN accounts a ON a.id = p.account WHERE p.cred_id = ?1",
                params![cred_id],
                |r| Ok((key(r)?, r.get(5)?)),
            )
            .optional()
            .map_err(sq)?,
        ),
        Op::SignUp {
            name,
            name_key,
            key,
            at,
        } => {
            let tx = conn.transaction().map_err(sq)?;
            let n = tx
                .execute(
                    "INSERT INTO accounts (name, name_key, password_phc, created_at) VALUES (?1, ?2, NULL, ?3) \
                     ON CONFLICT (name_key) DO NOTHING",
                    params![name, name_key, at],
                )
                .map_err(sq)?;
            if n == 0 {
                return Ok(Answer::Registered(Registered::NameTaken));
            }
            let account = tx.last_insert_rowid();
            if insert_key(&tx, &key, account, at)? == 0 {
                return Ok(Answer::Registered(Registered::KeyTaken));
            }
            tx.commit().map_err(sq)?;
            Answer::Registered(Registered::Account(account))
        }
        Op::Add { key, at } => {
            let tx = conn.transaction().map_err(sq)?;
            let done = if insert_key(&tx, &key, key.account, at)? == 0 {
                Registered::KeyTaken
            } else {
                Registered::Account(key.account)
            };
            tx.commit().map_err(sq)?;
            Answer::Registered(done)
        }
        Op::Used {
            cred_id,
            passkey,
            counter,
            at,
        } => {
            conn.execute(
                "UPDATE passkeys SET passkey = ?2, counter = ?3, last_at = ?4 WHERE cred_id = ?1",
                params![cred_id, passkey, counter, at],
            )
            .map_err(sq)?;
            Answer::Done
        }
    })
}

fn pg(e: ::postgres::Error) -> StoreError {
    StoreError::Io(e.to_string())
}

/// Runs `op` on PostgreSQL.
pub fn postgres(client: &mut ::postgres::Client, op: Op) -> Result<Answer, StoreError> {
    const KEY: &str = "SELECT cred_id, account, user_handle, passkey, counter FROM passkeys";
    let key = |r: &::postgres::Row| StoredKey {
        cred_id: r.get(0),
        account: r.get(1),
        user_handle: r.get(2),
        passkey: r.get(3),
        counter: r.get(4),
    };
    let insert_key = |tx: &mut ::postgres::Transaction, k: &StoredKey, account: i64, at: i64| {
        tx.execute(
            "INSERT INTO passkeys (cred_id, account, user_handle, passkey, counter, created_at, last_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (cred_id) DO NOTHING",
            &[&k.cred_id, &account, &k.user_handle, &k.passkey, &k.counter, &at],
        )
        .map_err(pg)
    };
    Ok(match op {
        Op::Begin {
            id_sha256,
            state,
            expires_at,
            at,
        } => {
            let mut tx = client.transaction().map_err(pg)?;
            tx.execute(
                "DELETE FROM passkey_ceremonies WHERE expires_at < $1",
                &[&(at - PURGE_AFTER_MS)],
            )
            .map_err(pg)?;
            let live: i64 = tx
                .query_one("SELECT count(*) FROM passkey_ceremonies", &[])
                .map_err(pg)?
                .get(0);
            let room = live < MAX_CEREMONIES;
            if room {
                tx.execute(
                    "INSERT INTO passkey_ceremonies (id_sha256, state, expires_at) VALUES ($1, $2, $3)",
                    &[&id_sha256, &state, &expires_at],
                )
                .map_err(pg)?;
            }
            tx.commit().map_err(pg)?;
            Answer::Begun(room)
        }
        Op::Take { id_sha256 } => Answer::Ceremony(
            client
                .query_opt(
                    "DELETE FROM passkey_ceremonies WHERE id_sha256 = $1 RETURNING state, expires_at",
                    &[&id_sha256],
                )
                .map_err(pg)?
                .map(|r| (r.get(0), r.get(1))),
        ),
        Op::Keys { account } => Answer::Keys(
            client
                .query(
                    &format!("{KEY} WHERE account = $1 ORDER BY created_at, cred_id"),
                    &[&account],
                )
                .map_err(pg)?
                .iter()
                .map(key)
                .collect(),
        ),
        Op::ByCredential { cred_id } => Answer::Key(
            client
                .query_opt(
                    "SELECT p.cred_id, p.account, p.user_handle, p.passkey, p.counter, a.name \
                     FROM passkeys p JOIN accounts a ON a.id = p.account WHERE p.cred_id = $1",
                    &[&cred_id],
                )
                .map_err(pg)?
                .map(|r| (key(&r), r.get(5))),
        ),
        Op::SignUp {
            name,
            name_key,
            key,
            at,
        } => {
            let mut tx = client.transaction().map_err(pg)?;
            let Some(row) = tx
                .query_opt(
                    "INSERT INTO accounts (name, name_key, password_phc, created_at) VALUES ($1, $2, NULL, $3) \
                     ON CONFLICT (name_key) DO NOTHING RETURNING id",
                    &[&name, &name_key, &at],
                )
                .map_err(pg)?
            else {
                return Ok(Answer::Registered(Registered::NameTaken));
            };
            let account: i64 = row.get(0);
            if insert_key(&mut tx, &key, account, at)? == 0 {
                return Ok(Answer::Registered(Registered::KeyTaken));
            }
            tx.commit().map_err(pg)?;
            Answer::Registered(Registered::Account(account))
        }
        Op::Add { key, at } => {
            let mut tx = client.transaction().map_err(pg)?;
            let done = if insert_key(&mut tx, &key, key.account, at)? == 0 {
                Registered::KeyTaken
            } else {
                Registered::Account(key.account)
            };
            tx.commit().map_err(pg)?;
            Answer::Registered(done)
        }
        Op::Used {
            cred_id,
            passkey,
            counter,
            at,
        } => {
            client
                .execute(
                    "UPDATE passkeys SET passkey = $2, counter = $3, last_at = $4 WHERE cred_id = $1",
                    &[&cred_id, &passkey, &counter, &at],
                )
                .map_err(pg)?;
            Answer::Done
        }
    })
}
