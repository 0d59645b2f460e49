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

use crate::live::Live;
use crate::protocol::{ApiError, Code};
use marrakesh_engine::{Event, Game, PlayerId, Start};

/// Determinizations per viewer in the cross-check.
const WORLDS: u64 = 8;

fn refused(why: &str) -> ApiError {
    ApiError::new(Code::Illegal, format!("undo is not possible: {why}"))
}

/// The game without `seat`'s last action, if the rules above allow it.
pub fn check(live: &Live, seat: PlayerId) -> Result<Game, ApiError> {
    if live.game.is_over() {
        return Err(ApiError::new(Code::GameOver, "the game is over"));
    }
    let Some(last) = live.played.last() else {
        return Err(refused("nothing to take back"));
    };
    if last.seat != seat || last.bot {
        return Err(refused("the last action is not yours"));
    }
    if !last.events.iter().all(Event::reveals_nothing) {
        return Err(refused("it revealed or drew something"));
    }
    let before = live
        .without_last(1)
        .map_err(|e| ApiError::new(Code::Illegal, e))?;
    for q in 0..live.players() {
        if q == seat {
            continue;
        }
        if before.decision_for(q) != live.game.decision_for(q)
            || before.legal_actions(q) != live.game.legal_actions(q)
        {
            return Err(refused("another player's decision depends on it"));
        }
    }
    if !same_in_every_world(&before, &live.game, seat, last.action, live.seq) {
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
