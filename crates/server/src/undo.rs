//! Undo, the Board Game Arena way (online-play.md (d)): a seat may take
//! back its last action iff
//! 1. it is that seat's own (not a bot's or a zombie's) and the game is not
//!    over;
//! 2. all its events reveal nothing ([`Event::reveals_nothing`], an
//!    allow-list in the engine: a new event blocks undo until classified);
//! 3. replaying without it changes no other seat's pending decision or
//!    legal actions (an undo never changes the active player);
//! 4. re-applied to 8 determinizations per viewer of the game before it,
//!    it gives every viewer the same view (nothing hidden or random came
//!    into play).
//!
//! The undone game is the replay of the record without that action, so it
//! is exactly the game that would have been.

use crate::protocol::{ApiError, Code};
use marrakesh_engine::{Action, Event, Game, PlayerId, Start};

/// Determinizations per viewer in the cross-check.
const WORLDS: u64 = 8;

fn refused(why: &str) -> ApiError {
    ApiError::new(Code::Illegal, format!("undo is not possible: {why}"))
}

/// The last action of a game's record, as undo reads it.
pub struct Last<'a> {
    pub seat: PlayerId,
    pub action: Action,
    /// Played by a bot (a bot seat, or a zombie).
    pub bot: bool,
    pub events: &'a [Event],
}

/// The game without `seat`'s last action, if the rules above allow it:
/// `now` is the game at `seq`, `last` its record's last action and
/// `before` makes the game without it.
pub fn check(
    now: &Game,
    seq: u64,
    last: Option<Last>,
    before: impl FnOnce() -> Result<Game, String>,
    seat: PlayerId,
) -> Result<Game, ApiError> {
    if now.is_over() {
        return Err(ApiError::new(Code::GameOver, "the game is over"));
    }
    let Some(last) = last else {
        return Err(refused("nothing to take back"));
    };
    if last.seat != seat || last.bot {
        return Err(refused("the last action is not yours"));
    }
    if !last.events.iter().all(Event::reveals_nothing) {
        return Err(refused("it revealed or drew something"));
    }
    let before = before().map_err(|e| ApiError::new(Code::Illegal, e))?;
    for q in 0..now.num_players() {
        if q == seat {
            continue;
        }
        if before.decision_for(q) != now.decision_for(q)
            || before.legal_actions(q) != now.legal_actions(q)
        {
            return Err(refused("another player's decision depends on it"));
        }
    }
    if !same_in_every_world(&before, now, seat, last.action, seq) {
        return Err(refused("it brought hidden information into play"));
    }
    Ok(before)
}

/// Condition 4: the action applied to worlds drawn behind each viewer's view
/// of `before` gives that viewer the view it has of `after`.
pub fn same_in_every_world(
    before: &Game,
    after: &Game,
    seat: PlayerId,
    action: marrakesh_engine::Action,
    salt: u64,
) -> bool {
    let viewers = (0..before.num_players())
        .map(Some)
        .chain(std::iter::once(None));
    for v in viewers {
        let want = after.view(v);
        for w in 0..WORLDS {
            let mut world = before.determinize(v, salt.wrapping_mul(31).wrapping_add(w));
            if world.apply_quiet(seat, action, Start::Here).is_err() || world.view(v) != want {
                return false;
            }
        }
    }
    true
}
