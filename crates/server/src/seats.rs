//! Who plays a seat: a human (by token), a bot by name (any bot of
//! `marrakesh-bots`), or the Paschabot of a solo game (played by the
//! engine inside `apply`). The seat type is the bots crate's
//! [`Controller`], shared with the terminal game.

pub use marrakesh_bots::Controller;
use marrakesh_engine::Setup;

/// The seats when none are given: a human in seat 0, greedy bots (the
/// Paschabot in a solo game) in the others.
pub fn default_for(setup: &Setup) -> Vec<Controller> {
    Controller::default_for(setup)
}

/// The seats fit the game: one per player, at least one human, the
/// Paschabot in seat 1 of a solo game and nowhere else.
pub fn check(setup: &Setup, seats: &[Controller]) -> Result<(), String> {
    Controller::check(setup, seats).map_err(|e| e.to_string())?;
    if !seats.contains(&Controller::Human) {
        return Err("a game needs at least one human seat (bot games: marrakesh simulate)".into());
    }
    Ok(())
}
