//! Who sits in each seat: a human at the keyboard, a bot, or (in a solo
//! game, seat 1 only) the Paschabot, whose moves the engine makes itself.
//! The seat type is the bots crate's [`Controller`], shared with the server.

use crate::gamefile::Text;
pub use marrakesh_bots::Controller as SeatKind;
use marrakesh_engine::Setup;

/// Parses "human,greedy,random".
pub fn parse_list(s: &str) -> Result<Vec<SeatKind>, String> {
    s.split(',').map(SeatKind::parse).collect()
}

/// The seats of a game when nobody said otherwise: you in seat 0, greedy
/// bots in the others; in a solo game the Paschabot in seat 1.
pub fn default_for(setup: &Setup) -> Vec<SeatKind> {
    SeatKind::default_for(setup)
}

/// Checks that the seats fit the game: one per player; the Paschabot sits
/// in seat 1 of a solo game and nowhere else.
pub fn check(setup: &Setup, seats: &[SeatKind]) -> Result<(), Text> {
    SeatKind::check(setup, seats).map_err(|e| crate::errors::seats(&e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_bots::BotKind;

    #[test]
    fn seat_lists_parse() {
        assert_eq!(
            parse_list("human, Greedy,random").unwrap(),
            vec![
                SeatKind::Human,
                SeatKind::Bot(BotKind::Greedy),
                SeatKind::Bot(BotKind::Random)
            ]
        );
        assert!(parse_list("human,robot").unwrap_err().contains("robot"));
        assert_eq!(SeatKind::Bot(BotKind::STRONG).spec(), "ismcts");
    }
}
