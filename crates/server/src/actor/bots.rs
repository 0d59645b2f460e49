//! Bots: a seat's bot thinks off the actor (on the blocking pool) and
//! sends its answer back as [`Cmd::BotMove`].

use super::{Actor, Cmd};
use crate::secrets;
use crate::store::Status;
use marrakesh_bots::ismcts::search_until;
use marrakesh_bots::{Bot, BotKind, RandomBot};
use marrakesh_engine::{Action, Game, PlayerId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

impl Actor {
    /// Starts a bot for every bot seat that must decide and has none
    /// thinking on the current game.
    /// A bot's answer for `seat`, thought on the game at `at_seq`: played
    /// if the game has not moved on and the seat is still the bot's.
    pub(super) async fn bot_move(&mut self, seat: PlayerId, at_seq: u64, action: Option<Action>) {
        self.bots_in_flight = self.bots_in_flight.saturating_sub(1);
        let still_bot = self.live.controllers[seat as usize].bot().is_some();
        if self.owner && at_seq == self.live.seq && still_bot && self.status != Status::Over {
            let tried = action.map(|a| (a, self.live.try_act(seat, a)));
            if let Some((action, Ok((next, events)))) = tried {
                let _ = self
                    .commit_act(seat, action, true, false, next, events)
                    .await;
            }
        }
    }

    pub(super) fn kick_bots(&mut self) {
        if self.env.cancel.is_cancelled() || !self.owner {
            return;
        }
        let seq = self.live.seq;
        for (seat, kind) in self.live.bot_turns() {
            if self.bot_started[seat as usize] == Some(seq) {
                continue;
            }
            let Some(tx) = self.tx.upgrade() else { return };
            self.bot_started[seat as usize] = Some(seq);
            self.bots_in_flight += 1;
            let game = self.live.game.clone();
            let config = self.env.config.clone();
            let cancel = self.env.cancel.clone();
            let clock = self.env.clock.clone();
            crate::log::spawn_in_game(
                &self.env.tracker,
                &self.live.id,
                async move {
                    // Shutdown does not wait for a thinking bot: its answer is
                    // dropped and its search stops.
                    let action = tokio::select! {
                        a = think(game, seat, kind, config.bot_budget) => a,
                        _ = cancel.cancelled() => return,
                    };
                    tokio::select! {
                        _ = clock.sleep(config.bot_delay) => {}
                        _ = cancel.cancelled() => return,
                    }
                    let _ = tx
                        .send(Cmd::BotMove {
                            seat,
                            at_seq: seq,
                            action,
                        })
                        .await;
                },
                || {},
            );
        }
    }
}

/// Set when dropped: a search thread reading it stops at its next
/// iteration (the bot's answer is no longer awaited).
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A bot's answer for `seat`, thought on a world drawn behind the seat's
/// view (it never sees the real hidden information), on the blocking pool
/// within `budget`; past the budget, a random legal action. A search bot
/// stops when the budget is over or the answer is no longer awaited (the
/// server shuts down): no search thread outlives its use.
pub(super) async fn think(
    game: Game,
    seat: PlayerId,
    kind: BotKind,
    budget: Duration,
) -> Option<Action> {
    let seed = secrets::bot_seed();
    let world = game.determinize(Some(seat), seed);
    let stop = StopOnDrop(Arc::new(AtomicBool::new(false)));
    let flag = stop.0.clone();
    let job = tokio::task::spawn_blocking(move || {
        let _searching = crate::metrics::METRICS.searching();
        match kind {
            BotKind::Ismcts { budget, .. } => {
                let legal = world.legal_actions(seat);
                if legal.len() == 1 {
                    return legal.first().copied();
                }
                search_until(&world, seat, budget, 1, seed, &flag).and_then(|r| r.best())
            }
            _ => kind.create(seed).choose(&world, seat),
        }
    });
    let started = std::time::Instant::now();
    let answer = tokio::time::timeout(budget, job).await;
    crate::metrics::METRICS
        .bot_thinking
        .observe(started.elapsed());
    drop(stop);
    let chosen = match answer {
        Ok(Ok(Some(a))) => Some(a),
        _ => RandomBot::new(seed).choose(&game.determinize(Some(seat), seed), seat),
    };
    match checked(chosen, &game.legal_actions(seat), seed) {
        Ok(a) => a,
        Err(e) => {
            crate::log::throttled("bot", format!("{kind} in seat {seat}: {e}"));
            Some(e.instead)
        }
    }
}

/// A bot's answer that the real game does not take.
#[derive(Debug, PartialEq, Eq)]
struct IllegalAnswer {
    answer: Option<Action>,
    /// The seat's legal action played in its place.
    instead: Action,
}

impl std::fmt::Display for IllegalAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.answer {
            Some(a) => write!(f, "illegal answer {a:?}, played {:?} instead", self.instead),
            None => write!(f, "no answer, played {:?} instead", self.instead),
        }
    }
}

/// A bot's answer checked against the real game's `legal` actions. An
/// answer found on a drawn world can be illegal in the real game when the
/// world drew differently what the seat has seen (a stack the library
/// searched): that is an error, which the caller logs before it plays one
/// of the seat's own legal actions (which its view holds), so the game
/// never waits on a bot that cannot move. `Ok(None)`: nothing to decide.
fn checked(
    answer: Option<Action>,
    legal: &[Action],
    seed: u64,
) -> Result<Option<Action>, IllegalAnswer> {
    match answer {
        Some(a) if legal.contains(&a) => Ok(Some(a)),
        _ if legal.is_empty() => Ok(None),
        _ => Err(IllegalAnswer {
            answer,
            instead: legal[(seed % legal.len() as u64) as usize],
        }),
    }
}

#[cfg(test)]
mod answer_tests {
    use super::*;

    /// A legal answer is played; an illegal one (or none) is an error that
    /// names it and the legal action played instead.
    #[test]
    fn an_illegal_bot_answer_is_an_error() {
        let legal = [Action::Done, Action::ChooseOption { option: 0 }];
        assert_eq!(
            checked(Some(Action::Done), &legal, 7),
            Ok(Some(Action::Done))
        );
        assert_eq!(checked(None, &[], 7), Ok(None));
        let wrong = Action::ChooseOption { option: 3 };
        let e = checked(Some(wrong), &legal, 7).unwrap_err();
        assert_eq!(e.answer, Some(wrong));
        assert!(legal.contains(&e.instead));
        assert!(e.to_string().contains("illegal answer"), "{e}");
        assert!(checked(None, &legal, 0).is_err());
    }
}
