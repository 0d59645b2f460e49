//! What the rest of the server holds of a game: the actor's mailbox and
//! what the registry reads without asking it.

use super::Cmd;
use crate::audience::Audiences;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Clone)]
pub struct GameHandle {
    pub tx: tokio::sync::mpsc::Sender<Cmd>,
    pub audiences: Arc<Audiences>,
    pub players: u8,
    pub(super) state: Arc<HandleState>,
}

/// What the registry reads of a game without asking its actor.
#[derive(Default)]
pub(super) struct HandleState {
    /// When a command was last sent (unix ms).
    pub(super) touched: AtomicU64,
    /// No socket and no bot thinking: it may be evicted.
    pub(super) idle: AtomicBool,
    /// This process owns the game (always, alone).
    pub(super) owner: AtomicBool,
    /// The last seq the actor has.
    pub(super) seq: AtomicU64,
    /// Wakes the actor: another process changed the game, or the sweep
    /// found it free or lost (several processes serving).
    pub(super) news: tokio::sync::Notify,
    /// The sweep found the game free: try to own it.
    pub(super) free: AtomicBool,
    /// The sweep found the game's lock lost: follow.
    pub(super) lost: AtomicBool,
}

impl GameHandle {
    pub fn touch(&self) {
        self.state
            .touched
            .store(crate::clock::system_ms().max(0) as u64, Ordering::Relaxed);
    }

    pub fn touched(&self) -> u64 {
        self.state.touched.load(Ordering::Relaxed)
    }

    pub fn idle(&self) -> bool {
        self.state.idle.load(Ordering::Relaxed)
    }

    /// Asks the actor to stop (it does once the commands before are done).
    pub fn evict(&self) {
        let _ = self.tx.try_send(Cmd::Evict);
    }

    /// This process owns the game.
    pub fn owner(&self) -> bool {
        self.state.owner.load(Ordering::Relaxed)
    }

    /// Another process committed `seq` (0: seats, names, chat or status
    /// changed): the actor catches up unless it has it.
    pub fn news(&self, seq: u64) {
        if seq == 0 || seq > self.state.seq.load(Ordering::Relaxed) {
            self.state.news.notify_one();
        }
    }

    /// Nobody owns the game: the actor tries to.
    pub fn free(&self) {
        self.state.free.store(true, Ordering::Relaxed);
        self.state.news.notify_one();
    }

    /// This process lost the game's lock: the actor follows.
    pub fn lost(&self) {
        self.state.lost.store(true, Ordering::Relaxed);
        self.state.news.notify_one();
    }
}
