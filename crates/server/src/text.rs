//! Texts for people, from `marrakesh-describe` (the terminal's texts): log
//! lines from public events, and a seat's decision and legal actions
//! described from that seat's own view only.
//!
//! `describe::event` reads the game's setup (edition, names; not the seed),
//! its catalog and the spectators' view, all public; events carry only
//! public information (the engine's `Event` contract).

use marrakesh_engine::{Action, Decision, Event, Game, PlayerId, View};

/// One log line for a public event.
pub fn event(game: &Game, e: &Event) -> String {
    marrakesh_describe::event(game, e)
}

/// The prompt of `seat`'s decision, from its view.
pub fn decision(game: &Game, view: &View, seat: PlayerId, d: &Decision) -> String {
    marrakesh_describe::decision(game.catalog(), view, seat, d)
}

/// Each legal action described, from `seat`'s view.
pub fn actions(
    game: &Game,
    view: &View,
    seat: PlayerId,
    d: &Decision,
    legal: &[Action],
) -> Vec<String> {
    legal
        .iter()
        .map(|a| marrakesh_describe::action(game.catalog(), view, seat, d, a))
        .collect()
}

/// The names in log texts: P0, P1… (the Paschabot by its name).
pub fn names(game: &Game) -> Vec<String> {
    marrakesh_describe::names_for(game.setup())
}
