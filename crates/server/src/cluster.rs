//! Several `marrakesh serve --cluster` processes serving one PostgreSQL
//! database at once, behind any load balancer, sticky or not.
//!
//! - **The database is the truth.** A game is its setup plus its log; the
//!   key `(game, seq)` refuses a second writer of an entry, so no seq is
//!   ever committed twice, whoever writes.
//! - **One owner per live game.** A process that loads a game first tries
//!   its advisory lock ([`crate::store::postgres::game_key`],
//!   `pg_try_advisory_lock` on its storage connection, held while the
//!   game's actor runs, released when it stops; a dead process's locks end
//!   with its session). The owner runs what must happen once: bots, the
//!   per-decision time limits, the zombie countdowns, and (one process,
//!   [`janitor`]) archiving.
//! - **Everybody else follows.** A process whose client opens a game
//!   another owns runs a read-only copy: every commit sends `NOTIFY
//!   marrakesh 'node game seq'` in its transaction; [`start`]'s listener
//!   wakes the copy, which reads the rows after its seq
//!   ([`crate::store::Store::tail`]) and replays them (the engine is
//!   deterministic), sending its sockets the same step frames the owner
//!   sends, redacted per audience by the same code ([`crate::live`]).
//! - **Actions are committed where they arrive.** A client's action, undo,
//!   seat change, name or chat message is checked against the local copy
//!   and committed by the process the client is connected to, guarded by
//!   the `(game, seq)` key (seats by their previous value, chat by its id);
//!   if another process wrote first, the copy catches up and the request
//!   is checked once more (a `stale` answer if the decision changed). The
//!   owner learns of it by the notification and catches up like everybody
//!   else, then moves its bots. No forwarding, no internal addresses.
//! - **Takeover.** Every second each process sweeps
//!   ([`crate::store::Store::sweep`]): games whose lock nobody holds —
//!   running games a bot must move, and games it follows — are taken (a
//!   follower becomes the owner after catching up; a game not in memory is
//!   loaded). A killed owner's games are thus owned again within about a
//!   second of PostgreSQL ending its session. A process that lost its
//!   connection (and with it its locks) follows its games again.
//!
//! - **Presence.** Each process stores its sockets of a game per audience
//!   (table `presence`, one row per process, counted while that process's
//!   node lock is held) and notifies; every copy adds the others' counts
//!   to its own, so `online`, the spectator count, the zombie countdown and
//!   "a seat somebody holds" (joining) mean every process's sockets.
//!
//! - **Sessions.** A process that ends an account's session (signing
//!   out, revoking, signing in again) notifies `node ~session HASH`; every
//!   process closes its sockets of that session. After the listening
//!   connection was lost, each session with sockets here is asked again.
//!
//! Not shared between processes: the rate limits (per process; new games
//! per client and failed sign-ins excepted: counted in the database), the caps
//! on sockets per seat and spectators per game (per process), and the
//! lobby (each process reloads it every 5 s).

use crate::registry::Shared;
use crate::store::postgres::{listen, Note};
use std::sync::Arc;
use std::time::Duration;

/// How often the ownership sweep runs.
pub const SWEEP: Duration = Duration::from_secs(1);
/// How often the lobby is read again from the database.
pub const LOBBY_RELOAD: Duration = Duration::from_secs(5);

/// The pseudo-game whose lock makes a process the one that archives.
const JANITOR: &str = "~janitor";

/// Starts listening for the other processes' commits and the ownership
/// sweep (`node`: this process's id in notifications).
pub fn start(shared: &Arc<Shared>, url: String, node: u32) {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Note>();
    listen(url, node, tx);
    let sh = shared.clone();
    shared.tracker.spawn(async move {
        loop {
            let note = tokio::select! {
                n = rx.recv() => n,
                _ = sh.cancel.cancelled() => return,
            };
            match note {
                Some(Note::Changed { game, seq }) => {
                    if let Some(h) = sh.handle_if_live(&game) {
                        h.news(seq);
                    }
                }
                Some(Note::SessionEnded { id_sha256 }) => sh.sessions.end(&id_sha256),
                Some(Note::Resync) => {
                    for (_, h) in sh.live_handles() {
                        h.news(0);
                    }
                    // Sessions may have ended unheard: asked again.
                    let sh = sh.clone();
                    sh.tracker
                        .clone()
                        .spawn(async move { recheck_sessions(&sh).await });
                }
                None => return,
            }
        }
    });
    let sh = shared.clone();
    shared.tracker.spawn(async move {
        let mut lobby_at = tokio::time::Instant::now();
        loop {
            sweep(&sh).await;
            if lobby_at.elapsed() >= LOBBY_RELOAD {
                let _ = sh.lobby_reload().await;
                lobby_at = tokio::time::Instant::now();
            }
            tokio::select! {
                _ = tokio::time::sleep(SWEEP) => {}
                _ = sh.cancel.cancelled() => return,
            }
        }
    });
}

/// The sessions with sockets here that ended while this process could not
/// hear the others: their sockets close.
async fn recheck_sessions(shared: &Shared) {
    use crate::accounts::store::{Answer, Op};
    for id_sha256 in shared.sessions.held() {
        let op = Op::Session {
            id_sha256: id_sha256.clone(),
            at: shared.config.clock.unix_ms(),
        };
        if let Ok(Answer::Account(None)) = shared.store.accounts(op).await {
            shared.sessions.end(&id_sha256);
        }
    }
}

/// One sweep: games nobody owns are taken, lost ones followed.
async fn sweep(shared: &Arc<Shared>) {
    let (mut followed, mut owned) = (Vec::new(), Vec::new());
    let live = shared.live_handles();
    for (id, h) in &live {
        if h.owner() {
            owned.push(id.clone());
        } else {
            followed.push(id.clone());
        }
    }
    let Ok(found) = shared.store.sweep(followed, owned).await else {
        return;
    };
    if found.nodes_changed {
        // A process ended (its sockets count no more) or started.
        for (_, h) in &live {
            h.news(0);
        }
    }
    for id in found.lost {
        if let Some(h) = shared.handle_if_live(&id) {
            h.lost();
        }
    }
    for id in found.free {
        match shared.handle_if_live(&id) {
            Some(h) => h.free(),
            None => {
                let sh = shared.clone();
                shared.tracker.spawn(async move {
                    if let Err(e) = sh.get(&id).await {
                        tracing::warn!(game = %id, "taking the game over failed: {}", e.message);
                    }
                });
            }
        }
    }
}

/// Whether this process archives: the one holding the janitor's lock
/// (taken once, kept until the process ends).
pub async fn janitor(shared: &Shared) -> bool {
    static HELD: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if HELD.load(std::sync::atomic::Ordering::Relaxed) {
        return true;
    }
    let got = shared.store.own(JANITOR).await.unwrap_or(false);
    HELD.store(got, std::sync::atomic::Ordering::Relaxed);
    got
}
