//! Who plays a seat: a human, a bot of this crate, or the Paschabot of a
//! solo game (played by the engine inside `apply`). The one list the
//! terminal game and the server read seats from.

use crate::BotKind;
use marrakesh_engine::{Setup, PASCHABOT};
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
    pub fn check(setup: &Setup, seats: &[Controller]) -> Result<(), SeatsError> {
        if seats.len() != setup.players as usize {
            return Err(SeatsError::Count {
                seats: seats.len(),
                players: setup.players,
            });
        }
        for (i, s) in seats.iter().enumerate() {
            let bot_seat = setup.solo.is_some() && i == PASCHABOT as usize;
            match (bot_seat, *s == Controller::Paschabot) {
                (true, false) => return Err(SeatsError::NotPaschabot { seat: i, found: *s }),
                (false, true) if setup.solo.is_some() => {
                    return Err(SeatsError::PaschabotSeat { seat: i })
                }
                (false, true) => return Err(SeatsError::PaschabotOutsideSolo),
                _ => {}
            }
        }
        Ok(())
    }
}

/// Why a list of seats does not fit a game ([`Controller::check`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatsError {
    /// Not one seat per player.
    Count { seats: usize, players: u8 },
    /// Seat 1 of a solo game is the Paschabot's.
    NotPaschabot { seat: usize, found: Controller },
    /// The Paschabot sits in another seat of a solo game.
    PaschabotSeat { seat: usize },
    /// The Paschabot in a game that is not solo.
    PaschabotOutsideSolo,
}

impl fmt::Display for SeatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SeatsError::Count { seats, players } => {
                write!(f, "{seats} seats listed for {players} players")
            }
            SeatsError::NotPaschabot { seat, found } => {
                write!(
                    f,
                    "in a solo game seat {seat} is the Paschabot, not {found}"
                )
            }
            SeatsError::PaschabotSeat { seat } => write!(
                f,
                "in a solo game the Paschabot is seat {}, not seat {seat}",
                PASCHABOT
            ),
            SeatsError::PaschabotOutsideSolo => {
                f.write_str("the Paschabot plays only in solo games")
            }
        }
    }
}

impl std::error::Error for SeatsError {}

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
        assert_eq!(
            e,
            SeatsError::NotPaschabot {
                seat: 1,
                found: Controller::Human
            }
        );
        assert_eq!(
            e.to_string(),
            "in a solo game seat 1 is the Paschabot, not human"
        );
        let e = Controller::check(&solo, &[Controller::Paschabot, Controller::Paschabot]);
        assert_eq!(e, Err(SeatsError::PaschabotSeat { seat: 0 }));
        let e =
            Controller::check(&normal, &[Controller::Human, Controller::Paschabot]).unwrap_err();
        assert_eq!(e, SeatsError::PaschabotOutsideSolo);
        assert_eq!(e.to_string(), "the Paschabot plays only in solo games");
        assert_eq!(
            Controller::check(&normal, &[Controller::Human]),
            Err(SeatsError::Count {
                seats: 1,
                players: 2
            })
        );
    }
}
