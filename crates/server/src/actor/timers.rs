//! The per-decision time limits, on the server's clock ([`crate::clock`]).

use super::bots::think;
use super::{Actor, Cmd};
use crate::seats::Controller;
use marrakesh_bots::BotKind;
use marrakesh_engine::PlayerId;
use std::time::Duration;

/// What is left of a decision's time `limit` that began at `since` (unix
/// ms), at `now`: nothing once it is spent; the whole limit if the start
/// lies in the future (a clock that went back).
fn time_left(limit: Duration, since: i64, now: i64) -> Duration {
    match u64::try_from(now.saturating_sub(since)) {
        Ok(spent) => limit.saturating_sub(Duration::from_millis(spent)),
        Err(_) => limit,
    }
}

impl Actor {
    /// Per-decision time limit: a timer for every human seat whose
    /// decision is pending (once per decision, by `decided_at`), running
    /// from the decision's start (`decided_since`), so a process that takes
    /// the game over or loads it again does not start the time anew.
    pub(super) fn arm_time_limits(&mut self) {
        if !self.owner {
            return;
        }
        let Some(limit) = self.options.turn_limit() else {
            return;
        };
        if self.live.game.is_over() || self.env.cancel.is_cancelled() {
            return;
        }
        for (p, _) in self.live.game.pending().players {
            let i = p as usize;
            if self.live.controllers[i] != Controller::Human {
                continue;
            }
            let at = self.live.decided_at[i];
            if self.limit_armed[i] == Some(at) {
                continue;
            }
            self.limit_armed[i] = Some(at);
            let left = time_left(limit, self.live.decided_since[i], self.env.clock.unix_ms());
            let sleep = self.env.clock.sleep(left);
            let tx = self.tx.clone();
            let cancel = self.env.cancel.clone();
            crate::log::spawn_in_game(
                &self.env.tracker,
                &self.live.id,
                async move {
                    tokio::select! {
                        _ = sleep => {}
                        _ = cancel.cancelled() => return,
                    }
                    if let Some(tx) = tx.upgrade() {
                        let _ = tx
                            .send(Cmd::TimeUp {
                                seat: p,
                                at_seq: at,
                            })
                            .await;
                    }
                },
                || {},
            );
        }
    }

    /// The seat's time for its decision ran out: the zombie bot makes this
    /// one decision (the seat stays the person's).
    pub(super) async fn time_up(&mut self, seat: PlayerId, at_seq: u64) {
        let i = seat as usize;
        let still = self.owner
            && !self.live.game.is_over()
            && self.live.decided_at.get(i) == Some(&at_seq)
            && self.live.controllers.get(i) == Some(&Controller::Human)
            && self.live.game.decision_for(seat).is_some();
        if !still {
            return;
        }
        let budget = self.env.config.bot_budget;
        let action = think(self.live.game.clone(), seat, BotKind::Greedy, budget).await;
        if self.live.decided_at[i] != at_seq {
            return;
        }
        let action = action.or_else(|| self.live.game.legal_actions(seat).first().copied());
        if let Some(action) = action {
            if let Ok((next, events)) = self.live.try_act(seat, action) {
                let _ = self
                    .commit_act(seat, action, true, true, next, events)
                    .await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_limit_runs_from_the_decision_s_start() {
        let limit = Duration::from_secs(60);
        assert_eq!(time_left(limit, 1_000, 1_000), limit);
        assert_eq!(time_left(limit, 1_000, 21_000), Duration::from_secs(40));
        assert_eq!(time_left(limit, 1_000, 61_000), Duration::ZERO);
        assert_eq!(time_left(limit, 1_000, 999_000), Duration::ZERO);
        // A clock that went back: the whole limit, never more.
        assert_eq!(time_left(limit, 5_000, 1_000), limit);
        assert_eq!(time_left(limit, i64::MAX, i64::MIN), limit);
    }
}
