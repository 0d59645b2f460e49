//! The Paschabot's part of the state: its options and its board (003
//! "Der Paschabot"). Its rules are in `crate::paschabot`.

use crate::bounded::BVec;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// The bot's seat in a solo game.
pub const BOT: PlayerId = 1;

/// Which solo opponent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// The Paschabot with its board and strategy tiles.
    #[default]
    Paschabot,
    /// "Paschabot für Faule": a priority line of keshis, no board.
    Lazy,
}

/// The difficulty adjustments of 003 ("Anpassung des Schwierigkeitsgrads"),
/// combinable freely.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Difficulty {
    /// Easier: "Ignoriere den Einsetzbonus des Paschabots auf der
    /// Sahara-Leiste" (exactly 3 strategy tiles all game).
    pub no_extra_tiles: bool,
    /// Easier: points only for complete sectors at the end.
    pub complete_sectors_only: bool,
    /// Easier: the main-square bonus once instead of 3 times.
    pub main_square_once: bool,
    /// Easier: no 3-space fisherman moves for the tile symbol.
    pub no_fisherman_moves: bool,
    /// Harder: always the most expensive gate of a colour.
    pub expensive_gates: bool,
    /// Harder: the main-square bonus 4 times.
    pub main_square_four: bool,
    /// Harder: the 5 keshis left in the storage bag are deployed for the bot.
    pub storage_keshis: bool,
}

impl Difficulty {
    /// 003's easier adjustments, by their names in a setup's JSON: the one
    /// list the server offers the page.
    pub const EASIER: [&'static str; 4] = [
        "no_extra_tiles",
        "complete_sectors_only",
        "main_square_once",
        "no_fisherman_moves",
    ];
    /// 003's harder adjustments, by their names in a setup's JSON.
    pub const HARDER: [&'static str; 3] = ["expensive_gates", "main_square_four", "storage_keshis"];
}

/// Solo play options.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Solo {
    pub opponent: Opponent,
    pub difficulty: Difficulty,
}

/// The bot's board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Pascha {
    pub opponent: Opponent,
    pub difficulty: Difficulty,
    /// Keshis of each sector's colour on its rows, by sector index (the souk's
    /// goods are in the player's `goods`).
    pub rows: [u8; 9],
    /// Gates taken, by colour.
    pub gates: [u8; 12],
    /// Revealed strategy tiles, in the order they came out.
    pub tiles: BVec<u8, 15>,
    /// Face-down strategy tiles (top last).
    pub deck: BVec<u8, 15>,
    /// The lazy variant's priority line, most preferred first.
    pub line: [Colour; 12],
    /// Nomads on its rows, by sector index (each also counted in `rows`):
    /// they fill a row (R41) but have no colour for the per-keshi scoring
    /// (R39).
    #[serde(default, skip_serializing_if = "no_nomads")]
    pub nomads: [u8; 9],
}

fn no_nomads(n: &[u8; 9]) -> bool {
    n.iter().all(|k| *k == 0)
}

impl Pascha {
    pub fn gates_taken(&self) -> u8 {
        self.gates.iter().sum()
    }

    /// Every nomad on its rows.
    pub fn nomad_count(&self) -> u8 {
        self.nomads.iter().sum()
    }
}

#[cfg(test)]
mod tests {
    use super::Difficulty;

    /// The lists name every field of the setup's JSON, once.
    #[test]
    fn the_difficulty_lists_name_every_adjustment() {
        let v = serde_json::to_value(Difficulty::default()).unwrap();
        let mut fields: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        let mut listed: Vec<&str> = Difficulty::EASIER
            .into_iter()
            .chain(Difficulty::HARDER)
            .collect();
        fields.sort_unstable();
        listed.sort_unstable();
        assert_eq!(fields, listed);
    }
}

/// The solo opponent as everybody sees it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SoloView {
    pub opponent: Opponent,
    pub difficulty: Difficulty,
    /// Keshis on its rows, by sector (goods: the souk), top row first.
    pub rows: Vec<(Sector, u8)>,
    /// Gates it took, by colour.
    pub gates: [u8; 12],
    /// Revealed strategy tiles, first revealed first.
    pub strategy_tiles: Vec<u8>,
    /// Face-down strategy tiles left (their order is hidden).
    pub strategy_deck: u8,
    /// Keshis left in its bag this season (one of each colour per season,
    /// minus those drawn: public knowledge).
    pub bag: ColourSet,
    /// The lazy variant's priority line.
    pub line: Option<[Colour; 12]>,
}
