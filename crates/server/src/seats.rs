//! Who plays a seat: a human (by token), a bot by name (any bot of
//! `marrakesh-bots`), or the Paschabot of a solo game (played by the
//! engine inside `apply`).

use marrakesh_bots::BotKind;
use marrakesh_engine::{paschabot, Setup};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Controller {
    Human,
    Bot(BotKind),
    /// Seat 1 of a solo game: never decides.
    Paschabot,
}

impl Controller {
    pub fn parse(s: &str) -> Result<Controller, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" => Ok(Controller::Human),
            "paschabot" => Ok(Controller::Paschabot),
            other => other.parse::<BotKind>().map(Controller::Bot).map_err(|_| {
                let bots: Vec<&str> = BotKind::ALL.iter().map(|b| b.name()).collect();
                format!(
                    "unknown seat '{}' (use human, {})",
                    s.trim(),
                    bots.join(", ")
                )
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
}

/// The seats when none are given: a human in seat 0, greedy bots (the
/// Paschabot in a solo game) in the others.
pub fn default_for(setup: &Setup) -> Vec<Controller> {
    let mut v = vec![Controller::Human];
    if setup.solo.is_some() {
        v.push(Controller::Paschabot);
    } else {
        for _ in 1..setup.players {
            v.push(Controller::Bot(BotKind::Greedy));
        }
    }
    v
}

/// The seats fit the game: one per player, at least one human, the
/// Paschabot in seat 1 of a solo game and nowhere else.
pub fn check(setup: &Setup, seats: &[Controller]) -> Result<(), String> {
    if seats.len() != setup.players as usize {
        return Err(format!(
            "{} seats listed for {} players",
            seats.len(),
            setup.players
        ));
    }
    if !seats.contains(&Controller::Human) {
        return Err("a game needs at least one human seat (bot games: marrakesh simulate)".into());
    }
    for (i, s) in seats.iter().enumerate() {
        let bot_seat = setup.solo.is_some() && i == paschabot::BOT as usize;
        if bot_seat != (*s == Controller::Paschabot) {
            return Err(if bot_seat {
                format!("in a solo game seat {i} is the Paschabot, not {}", s.name())
            } else {
                format!(
                    "the Paschabot sits only in seat {} of a solo game",
                    paschabot::BOT
                )
            });
        }
    }
    Ok(())
}
