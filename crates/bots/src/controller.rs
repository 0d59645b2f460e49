//! Who plays a seat: a human, a bot of this crate, or the Paschabot of a
//! solo game (played by the engine inside `apply`). The one list the
//! terminal game and the server read seats from.

use crate::BotKind;
use marrakesh_engine::{paschabot, Setup};
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Controller {
    Human,
    Bot(BotKind),
    /// The solo opponent (seat 1 of a solo game): never asked, the engine
    /// plays it by its rules.
    Paschabot,
}

impl Controller {
    /// A seat by name: `human` (or `h`), `paschabot`, `strong` (the
    /// strongest bot) or any bot name [`BotKind`] reads (`ismcts:100`).
    pub fn parse(s: &str) -> Result<Controller, String> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "human" | "h" => Ok(Controller::Human),
            "paschabot" => Ok(Controller::Paschabot),
            "strong" => Ok(Controller::Bot(BotKind::STRONG)),
            _ => t.parse::<BotKind>().map(Controller::Bot).map_err(|e| {
                if t.starts_with("ismcts") {
                    e
                } else {
                    format!(
                        "unknown seat '{}' (use human, greedy, random, strong, ismcts or ismcts:MS)",
                        s.trim()
                    )
                }
            }),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Controller::Human => "human",
            Controller::Bot(b) => b.name(),
            Controller::Paschabot => "paschabot",
        }
    }

    /// What is stored and shown for the seat: the name with a bot's
    /// budget (`ismcts:100`), which [`Controller::parse`] reads back.
    pub fn spec(self) -> String {
        match self {
            Controller::Bot(b) => b.to_string(),
            other => other.name().to_string(),
        }
    }

    pub fn bot(self) -> Option<BotKind> {
        match self {
            Controller::Bot(b) => Some(b),
            _ => None,
        }
    }

    pub fn is_human(self) -> bool {
        self == Controller::Human
    }

    /// The seats when none are given: a human in seat 0, greedy bots in
    /// the others; in a solo game the Paschabot in seat 1.
    pub fn default_for(setup: &Setup) -> Vec<Controller> {
        let mut v = vec![Controller::Human];
        if setup.solo.is_some() {
            v.push(Controller::Paschabot);
        } else {
            v.extend(std::iter::repeat_n(
                Controller::Bot(BotKind::Greedy),
                setup.players.saturating_sub(1) as usize,
            ));
        }
        v
    }

    /// The seats fit the game: one per player; the Paschabot in seat 1 of
    /// a solo game and nowhere else.
    pub fn check(setup: &Setup, seats: &[Controller]) -> Result<(), String> {
        if seats.len() != setup.players as usize {
            return Err(format!(
                "{} seats listed for {} players",
                seats.len(),
                setup.players
            ));
        }
        for (i, s) in seats.iter().enumerate() {
            let bot_seat = setup.solo.is_some() && i == paschabot::BOT as usize;
            match (bot_seat, *s == Controller::Paschabot) {
                (true, false) => {
                    return Err(format!("in a solo game seat {i} is the Paschabot, not {s}"))
                }
                (false, true) if setup.solo.is_some() => {
                    return Err(format!(
                        "in a solo game the Paschabot is seat {}, not seat {i}",
                        paschabot::BOT
                    ))
                }
                (false, true) => return Err("the Paschabot plays only in solo games".to_string()),
                _ => {}
            }
        }
        Ok(())
    }
}

impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use marrakesh_engine::Solo;

    #[test]
    fn seats_parse_back() {
        for k in [
            Controller::Human,
            Controller::Bot(BotKind::Greedy),
            Controller::Bot(BotKind::Random),
            Controller::Bot("ismcts:100".parse().unwrap()),
            Controller::Paschabot,
        ] {
            assert_eq!(Controller::parse(&k.spec()), Ok(k));
        }
        assert_eq!(Controller::parse(" H "), Ok(Controller::Human));
        assert_eq!(
            Controller::parse("strong"),
            Ok(Controller::Bot(BotKind::STRONG))
        );
        assert!(Controller::parse("robot").unwrap_err().contains("robot"));
        assert!(Controller::parse("ismcts:0")
            .unwrap_err()
            .contains("budget"));
    }

    #[test]
    fn the_paschabot_sits_in_seat_1_of_solo_games_only() {
        let solo = Setup::solo(Solo::default(), 1);
        let normal = Setup::new(2, 1);
        let c = Controller::default_for(&solo);
        assert_eq!(c, vec![Controller::Human, Controller::Paschabot]);
        assert!(Controller::check(&solo, &c).is_ok());
        assert_eq!(Controller::default_for(&Setup::new(3, 1)).len(), 3);
        let e = Controller::check(&solo, &[Controller::Human, Controller::Human]).unwrap_err();
        assert!(e.contains("Paschabot"), "{e}");
        let e =
            Controller::check(&normal, &[Controller::Human, Controller::Paschabot]).unwrap_err();
        assert!(e.contains("solo"), "{e}");
        assert!(Controller::check(&normal, &[Controller::Human]).is_err());
    }
}
