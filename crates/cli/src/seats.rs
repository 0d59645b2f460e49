//! Who sits in each seat: a human at the keyboard, a bot, or (in a solo
//! game, seat 1 only) the Paschabot, whose moves the engine makes itself.
//! The seat type is the bots crate's [`Controller`], shared with the server.

use crate::user_text::Text;
pub use marrakesh_bots::Controller as SeatKind;
use marrakesh_engine::Setup;

/// Parses "human,greedy,random"; a name it does not know is refused in
/// words ([`name_error`]).
pub fn parse_list(s: &str) -> Result<Vec<SeatKind>, Text> {
    s.split(',').map(parse).collect()
}

/// One seat by name (`human`, `greedy`, `ismcts:100` …).
pub fn parse(s: &str) -> Result<SeatKind, Text> {
    SeatKind::parse(s).map_err(|_| name_error(s, true))
}

/// One bot by name (`greedy`, `ismcts:500it` …).
pub fn bot(s: &str) -> Result<marrakesh_bots::BotKind, Text> {
    s.parse().map_err(|_| name_error(s, false))
}

/// Why a seat's (`seat`) or a bot's name was refused, in words: a search
/// bot with a bad budget, a budget given to a bot that takes none, or a
/// name nobody knows.
fn name_error(name: &str, seat: bool) -> Text {
    let t = name.trim().to_ascii_lowercase();
    let head = t.split(':').next().unwrap_or("");
    if head == "ismcts" {
        crate::msg!("tui-error-bot-budget", bot = t)
    } else if seat {
        crate::msg!("tui-error-seat-unknown", seat = name.trim())
    } else if t.contains(':') && (head == "random" || head == "greedy") {
        crate::msg!("tui-error-bot-no-budget", bot = t)
    } else {
        crate::msg!("tui-error-bot-unknown", bot = t)
    }
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
        assert!(parse_list("human,robot")
            .unwrap_err()
            .to_string()
            .contains("robot"));
        assert_eq!(SeatKind::Bot(BotKind::STRONG).spec(), "ismcts");
    }
}
