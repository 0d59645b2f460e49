//! Several processes serving one database (cluster.rs): a copy
//! that is not the game's owner follows the owner's commits from storage,
//! and a write that met another process's write first is retried once,
//! after catching up ([`Actor::retry_on_race`]).

use super::{Actor, Cred};
use crate::live::Entry;
use crate::protocol::{ApiError, Code};
use crate::store::{Append, Status, StoredSeat};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// One try of a command that writes (boxed: the try borrows the actor).
pub(super) type Attempt<'a, T> = Pin<Box<dyn Future<Output = Result<T, ApiError>> + Send + 'a>>;

impl Actor {
    /// Runs `op`; when its write met another process's write first, catches
    /// up and runs it once more (a second race is `stale`).
    pub(super) async fn retry_on_race<T>(
        &mut self,
        mut op: impl for<'a> FnMut(&'a mut Actor) -> Attempt<'a, T>,
    ) -> Result<T, ApiError> {
        self.raced = false;
        let r = op(self).await;
        if !std::mem::take(&mut self.raced) {
            return r;
        }
        self.catch_up().await;
        let r = op(self).await;
        self.raced_twice(r)
    }

    /// After a write that may have raced (a bot's move, a time limit): the
    /// other process's change is read now.
    pub(super) async fn catch_up_if_raced(&mut self) {
        if std::mem::take(&mut self.raced) {
            self.catch_up().await;
        }
    }

    /// Writes `a`; in a cluster a conflict (another process wrote first)
    /// marks the actor [`Actor::raced`].
    pub(super) async fn write(&mut self, a: Append) -> Result<(), ApiError> {
        match self.env.store.append(a).await {
            Ok(()) => Ok(()),
            Err(e) => {
                if self.env.cluster && matches!(e, crate::store::StoreError::Conflict(_)) {
                    self.raced = true;
                }
                Err(e.api())
            }
        }
    }

    /// After a retry: a second race (another process wrote first again, or
    /// catching up failed) is `stale`, not a storage failure: the client
    /// looks again and decides anew.
    pub(super) fn raced_twice<T>(&mut self, r: Result<T, ApiError>) -> Result<T, ApiError> {
        if !std::mem::take(&mut self.raced) {
            return r;
        }
        r.map_err(|e| match e.code {
            Code::Storage => ApiError::new(
                Code::Stale,
                "another player's change came first; look again (nothing was changed)",
            ),
            _ => e,
        })
    }

    /// In a cluster: catches up first when the credential is a token this
    /// copy does not know (a seat joined on another process) or the
    /// client's seq is ahead of it.
    pub(super) async fn fresh_for(&mut self, cred: Option<&Cred>, seq: Option<u64>) {
        if !self.env.cluster {
            return;
        }
        let unknown = cred.is_some_and(|c| matches!(c, Cred::Token(_)) && self.auth(c).is_err());
        if unknown || seq.is_some_and(|s| s > self.live.seq) {
            self.catch_up().await;
        }
    }

    /// Another process changed the game, or the sweep found it free or
    /// lost (cluster).
    pub(super) async fn on_news(&mut self) {
        if self.state.lost.swap(false, Ordering::Relaxed) && self.owner {
            tracing::warn!(game = %self.live.id, "this process lost the game's lock: following it");
            self.owner = false;
            self.state.owner.store(false, Ordering::Relaxed);
        }
        if self.state.free.swap(false, Ordering::Relaxed) && !self.owner {
            if let Ok(true) = self.env.store.own(&self.live.id).await {
                tracing::info!(game = %self.live.id, "taking over the game");
                self.owner = true;
                self.state.owner.store(true, Ordering::Relaxed);
                // What the last owner committed, then its duties.
                self.catch_up().await;
                self.update_away();
                self.kick_bots();
                self.arm_time_limits();
                return;
            }
        }
        self.catch_up().await;
    }

    /// Reads what other processes committed since this copy's seq and
    /// plays it here as the owner did: seats first (a changed token closes
    /// its old sockets before any later frame), then each log entry with
    /// its step for every audience, then chat (cluster).
    pub(super) async fn catch_up(&mut self) {
        if !self.env.cluster {
            return;
        }
        let chat_last = self.live.chat.back().map_or(0, |r| r.id);
        let tail = match self
            .env
            .store
            .tail(&self.live.id, self.live.seq, chat_last)
            .await
        {
            Ok(t) => t,
            // Nothing read: the next news tries again.
            Err(_) => return,
        };
        let n = self.live.players() as usize;
        let mut crowd = false;
        for s in tail.seats {
            let i = s.seat as usize;
            let Some(old) = self.live.seats.get(i).cloned() else {
                continue;
            };
            if old.token_sha256 != s.token_sha256 {
                self.audiences.revoke(i);
            }
            if old.name != s.name {
                if let Some(name) = s.name.clone() {
                    self.live.rename(s.seat, name);
                    crowd = true;
                }
            }
            if old.controller != s.controller {
                self.live.controllers[i] = s.controller;
                crowd = true;
            }
            let away_since = if self.owner {
                old.away_since
            } else {
                s.away_since
            };
            self.live.seats[i] = StoredSeat {
                away_since,
                name: self.live.seats[i].name.clone(),
                ..s
            };
        }
        debug_assert_eq!(self.live.seats.len(), n);
        let others: Vec<usize> = (0..=n)
            .map(|i| tail.others.get(i).copied().unwrap_or(0) as usize)
            .collect();
        if others != self.others {
            self.others = others;
            crowd = true;
        }
        let mut moved = false;
        for row in tail.log {
            if row.seq <= self.live.seq {
                continue;
            }
            let entry = if row.seq == self.live.seq + 1 {
                Ok(Entry::from_row(&row))
            } else {
                Err(format!("entry {} after {}", row.seq, self.live.seq))
            };
            let change = match entry {
                Ok(Entry::Act {
                    seat,
                    action,
                    bot,
                    limit,
                }) => match self.live.try_act(seat, action) {
                    Ok((next, events)) => {
                        let mut change = self
                            .live
                            .commit_act(seat, action, bot, next, events, row.at);
                        if limit {
                            self.live.note_time_limit(&mut change);
                        }
                        Ok(change)
                    }
                    Err(e) => Err(e.message),
                },
                Ok(Entry::Undo { seat, count }) => self
                    .live
                    .without_last(count)
                    .map(|next| self.live.commit_undo(seat, count, next, row.at)),
                Err(e) => Err(e),
            };
            match change {
                Ok(change) => {
                    self.broadcast(&change);
                    moved = true;
                }
                Err(e) => {
                    // The copy cannot follow: it stops, the next touch
                    // replays the game from storage.
                    tracing::error!(game = %self.live.id, "catching up failed: {e}");
                    self.broken = true;
                    return;
                }
            }
        }
        if let Some(st) = tail.status {
            self.status = st;
        }
        if self.live.game.is_over() {
            self.status = Status::Over;
        }
        for row in tail.chat {
            if row.id <= self.live.chat.back().map_or(0, |r| r.id) {
                continue;
            }
            let frame = crate::chat::frame(self.live.seq, &row);
            if self.live.chat.len() == crate::store::CHAT_KEEP {
                self.live.chat.pop_front();
            }
            let id = row.id;
            self.live.chat.push_back(row);
            self.audiences.push_chat(id, Arc::from(frame));
        }
        self.state.seq.store(self.live.seq, Ordering::Relaxed);
        if crowd || moved {
            self.publish_crowd();
        }
        self.publish_lobby();
        if moved || crowd {
            self.update_away();
            self.kick_bots();
            self.arm_time_limits();
        }
    }
}
