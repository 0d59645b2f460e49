//! Who sits in each seat: a human at the keyboard, a bot, or (in a solo
//! game, seat 1 only) the Paschabot, whose moves the engine makes itself.

use marrakesh_bots::BotKind;
use marrakesh_engine::{paschabot, Setup};
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    Human,
    Bot(BotKind),
    /// The solo opponent (seat 1 of a solo game): never asked, the engine
    /// plays it by its rules.
    Paschabot,
}

impl SeatKind {
    pub fn parse(s: &str) -> Result<SeatKind, String> {
        let t = s.trim().to_ascii_lowercase();
        if t == "human" || t == "h" {
            return Ok(SeatKind::Human);
        }
        if t == "paschabot" {
            return Ok(SeatKind::Paschabot);
        }
        if t == "strong" {
            return Ok(SeatKind::Bot(BotKind::STRONG));
        }
        t.parse::<BotKind>().map(SeatKind::Bot).map_err(|e| {
            if t.starts_with("ismcts") {
                e
            } else {
                format!(
                    "unknown seat '{}' (use human, greedy, random, strong, ismcts or ismcts:MS)",
                    s.trim()
                )
            }
        })
    }

    /// The name with the bot's options (`ismcts:100`).
    pub fn label(self) -> String {
        match self {
            SeatKind::Bot(b) => b.to_string(),
            _ => self.name().to_string(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(b) => b.name(),
            SeatKind::Paschabot => "paschabot",
        }
    }

    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// Parses "human,greedy,random".
pub fn parse_list(s: &str) -> Result<Vec<SeatKind>, String> {
    s.split(',').map(SeatKind::parse).collect()
}

/// The seats of a game when nobody said otherwise: you in seat 0, greedy
/// bots in the others; in a solo game the Paschabot in seat 1.
pub fn default_for(setup: &Setup) -> Vec<SeatKind> {
    let mut v = vec![SeatKind::Human];
    if setup.solo.is_some() {
        v.push(SeatKind::Paschabot);
    } else {
        v.extend(std::iter::repeat_n(
            SeatKind::Bot(BotKind::Greedy),
            setup.players.saturating_sub(1) as usize,
        ));
    }
    v
}

/// Checks that the seats fit the game: one per player; the Paschabot sits
/// in seat 1 of a solo game and nowhere else.
pub fn check(setup: &Setup, seats: &[SeatKind]) -> Result<(), String> {
    if seats.len() != setup.players as usize {
        return Err(format!(
            "{} seats listed for {} players",
            seats.len(),
            setup.players
        ));
    }
    for (i, s) in seats.iter().enumerate() {
        let bot_seat = setup.solo.is_some() && i == paschabot::BOT as usize;
        match (bot_seat, *s == SeatKind::Paschabot) {
            (true, false) => {
                return Err(format!("in a solo game seat {i} is the Paschabot, not {s}"))
            }
            (false, true) if setup.solo.is_some() => {
                return Err(format!(
                    "in a solo game the Paschabot is seat {}, not seat {i}",
                    paschabot::BOT
                ))
            }
            (false, true) => {
                return Err("the Paschabot plays only in solo games (--solo or --lazy)".to_string())
            }
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::Solo;

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
        assert_eq!(
            parse_list("strong,ismcts:100").unwrap(),
            vec![
                SeatKind::Bot(BotKind::STRONG),
                SeatKind::Bot("ismcts:100".parse().unwrap())
            ]
        );
        assert_eq!(SeatKind::Bot(BotKind::STRONG).label(), "ismcts");
        assert!(parse_list("ismcts:0").unwrap_err().contains("budget"));
        for k in [
            SeatKind::Human,
            SeatKind::Bot(BotKind::Greedy),
            SeatKind::Paschabot,
        ] {
            assert_eq!(SeatKind::parse(k.name()), Ok(k));
        }
    }

    #[test]
    fn the_paschabot_sits_in_seat_1_of_solo_games_only() {
        let solo = Setup::solo(Solo::default(), 1);
        let normal = Setup::new(2, 1);
        assert_eq!(
            default_for(&solo),
            vec![SeatKind::Human, SeatKind::Paschabot]
        );
        assert_eq!(default_for(&Setup::new(3, 1)).len(), 3);
        assert!(check(&solo, &default_for(&solo)).is_ok());
        let greedy_vs_bot = [SeatKind::Bot(BotKind::Greedy), SeatKind::Paschabot];
        assert!(check(&solo, &greedy_vs_bot).is_ok());
        let e = check(&solo, &[SeatKind::Human, SeatKind::Human]).unwrap_err();
        assert!(e.contains("Paschabot"), "{e}");
        let e = check(&normal, &[SeatKind::Human, SeatKind::Paschabot]).unwrap_err();
        assert!(e.contains("solo"), "{e}");
        assert!(check(&normal, &[SeatKind::Human]).is_err());
    }
}
