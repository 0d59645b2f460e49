//! Who sits in each seat: a human at the keyboard or a bot.

use marrakesh_bots::BotKind;
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    Human,
    Bot(BotKind),
}

impl SeatKind {
    pub fn parse(s: &str) -> Result<SeatKind, String> {
        let t = s.trim().to_ascii_lowercase();
        if t == "human" || t == "h" {
            return Ok(SeatKind::Human);
        }
        t.parse::<BotKind>()
            .map(SeatKind::Bot)
            .map_err(|_| format!("unknown seat '{}' (use human, greedy or random)", s.trim()))
    }

    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(b) => b.name(),
        }
    }

    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parses "human,greedy,random".
pub fn parse_list(s: &str) -> Result<Vec<SeatKind>, String> {
    s.split(',').map(SeatKind::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        for k in [SeatKind::Human, SeatKind::Bot(BotKind::Greedy)] {
            assert_eq!(SeatKind::parse(k.name()), Ok(k));
        }
    }
}
