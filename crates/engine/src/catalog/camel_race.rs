//! The camel race's material (003 "Das Kamelrennen"): the track, its
//! stage lines and bridges, the podium, the dung table and the 6
//! double-sided reward tiles.

use super::values::Sourced;
use super::CatalogError;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// A bridge of the race track: the space it is and what crossing onto it
/// costs (003 "Zahle Wasser und Datteln wie abgebildet").
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Bridge {
    /// Steps from the start space to the bridge space.
    pub space: u8,
    #[serde(default)]
    pub water: u8,
    #[serde(default)]
    pub dates: u8,
}

/// A reward on a reward tile.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CamelReward {
    /// Points and fixed resources ("Erhalte 2 Punkte und 2 Wasser").
    Gain {
        #[serde(default)]
        points: u8,
        #[serde(default)]
        water: u8,
        #[serde(default)]
        dates: u8,
        #[serde(default)]
        dinars: u8,
    },
    /// "Erhalte n beliebige Ressourcen."
    AnyResources { n: u8 },
    /// "Erhalte n Waren-Keshis einer Farbe."
    Goods { n: u8 },
    /// "Lege 1 Kamelmist ab."
    DiscardDung,
    /// "n Schritte auf ..." the named tracks; several tracks: "die
    /// Gesamtanzahl der Schritte, die vom Spieler beliebig ... aufgeteilt
    /// werden darf".
    Steps {
        n: u8,
        #[serde(default)]
        river: bool,
        #[serde(default)]
        palace: bool,
        #[serde(default)]
        mosque: bool,
    },
    /// "Erhalte einen beliebigen n-Zuschauer-Bonus vom Großen Platz (dort
    /// muss kein Keshi eingesetzt sein)."
    SpectatorBonus { spectators: u8 },
    /// "Aktiviere n Oase(n), ohne die geforderten Ressourcen zu zahlen."
    FreeOases { n: u8 },
    /// "Erhalte den Fluss Durchgangs-Bonus. (Freie Wahl im dritten
    /// Durchgang)"
    RiverTileBonus,
    /// "Wähle und nimm eine graue Gelehrten-Schriftrolle aus einem Stapel,
    /// ohne die geforderten grauen Keshis zu berücksichtigen oder die
    /// Dattel zu bezahlen. Der Stapel wird erneut gemischt und das oberste
    /// Plättchen aufgedeckt." (gray, yellow, pink)
    Scroll { ty: ScrollType },
    /// "Wähle und nimm eine Luxusware aus einem Stapel und bezahle 3
    /// Waren-Keshis weniger als verlangt. Der Stapel wird gemischt und das
    /// oberste Plättchen aufgedeckt."
    LuxuryGood { discount: u8 },
}

/// One price level of a tile side: the shown colour plus `any` keshis of
/// further colours (R25: all paid keshis of different colours).
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RewardOffer {
    pub colour: Colour,
    pub any: u8,
    pub reward: CamelReward,
}

/// One side of a reward tile: its offers (the first, at 1 keshi, has a
/// right half: a keshi of `dung_colour` discards 1 dung).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RewardSide {
    pub offers: Vec<RewardOffer>,
    pub dung_colour: Colour,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RewardTile {
    pub id: u8,
    pub sides: [RewardSide; 2],
    pub source: String,
}

/// The camel race's numbers.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CamelRaceData {
    /// Camel steps by the number of different colours in the spectator
    /// area (1..=8 colours).
    pub steps_by_colours: Sourced<Vec<u8>>,
    /// Keshis a spectator area holds.
    pub spectator_spaces: Sourced<u8>,
    /// The space after which each of the 4 lines before the finish lies:
    /// start line, stage lines 1-3 (a camel beyond that space has crossed
    /// it).
    pub lines: Sourced<[u8; 4]>,
    /// Steps from the start space to the podium: the finish line lies
    /// just before.
    pub finish: Sourced<u8>,
    pub bridges: Sourced<Vec<Bridge>>,
    /// Crossing a stage line: goods keshis of choice, dung discarded, and
    /// dinars for the first camel across.
    pub stage_goods: Sourced<u8>,
    pub stage_dung_discarded: Sourced<u8>,
    pub stage_first_dinars: Sourced<u8>,
    pub finish_points: Sourced<i16>,
    /// Placement points, 1st place first.
    pub podium_points: Sourced<Vec<i16>>,
    /// Points lost for 1..=7 dung, and for each dung beyond.
    pub dung_penalty: Sourced<Vec<i16>>,
    pub dung_penalty_beyond: Sourced<i16>,
    /// Reward tiles drawn per game (one per season).
    pub reward_tiles_drawn: Sourced<u8>,
    pub reward_tiles: Vec<RewardTile>,
    /// Solo: the Paschabot's points per camel step it would make.
    pub paschabot_points_per_step: Sourced<u8>,
}

fn bad(entry: &str, problem: &str) -> Result<(), CatalogError> {
    Err(CatalogError::Invalid {
        entry: entry.into(),
        problem: problem.into(),
    })
}

impl CamelRaceData {
    /// The race's data fits the engine: lines in order before the finish,
    /// bridges on the track between lines, bounded tables.
    pub(crate) fn check(&self, seasons: u8) -> Result<(), CatalogError> {
        let steps = &self.steps_by_colours.value;
        if steps.is_empty() || steps.len() > 10 || steps.iter().any(|s| *s == 0 || *s > 8) {
            return bad(
                "camel_race.steps_by_colours",
                "1 to 10 entries of 1..=8 steps",
            );
        }
        let spaces = self.spectator_spaces.value;
        if !(1..=16).contains(&spaces) {
            return bad("camel_race.spectator_spaces", "1..=16 spaces");
        }
        let lines = self.lines.value;
        let finish = self.finish.value;
        if lines[0] != 0 || lines.windows(2).any(|w| w[0] >= w[1]) || lines[3] >= finish {
            return bad(
                "camel_race.lines",
                "the start line after space 0, stage lines in order before the finish",
            );
        }
        if !(2..=60).contains(&finish) {
            return bad("camel_race.finish", "2..=60 steps");
        }
        let bridges = &self.bridges.value;
        if bridges.len() > 8
            || bridges.windows(2).any(|w| w[0].space >= w[1].space)
            || bridges.iter().any(|b| b.space == 0 || b.space >= finish)
        {
            return bad(
                "camel_race.bridges",
                "at most 8 bridges in order on the track",
            );
        }
        let podium = &self.podium_points.value;
        if podium.len() != MAX_PLAYERS {
            return bad("camel_race.podium_points", "one value per podium place");
        }
        if self.dung_penalty.value.len() != 7 {
            return bad("camel_race.dung_penalty", "points lost for 1 to 7 dung");
        }
        if self.stage_goods.value > 3 {
            return bad("camel_race.stage_goods", "at most 3 goods keshis");
        }
        let drawn = self.reward_tiles_drawn.value;
        if drawn != seasons || drawn as usize > self.reward_tiles.len() {
            return bad(
                "camel_race.reward_tiles_drawn",
                "one tile per season, no more than the tiles",
            );
        }
        if self.reward_tiles.len() > 12 {
            return bad("camel_race.reward_tiles", "at most 12 tiles");
        }
        for (i, t) in self.reward_tiles.iter().enumerate() {
            if t.id as usize != i + 1 {
                return bad("camel_race.reward_tiles", "ids 1, 2, 3, ... in order");
            }
            for side in &t.sides {
                if side.offers.is_empty() || side.offers.len() > 8 {
                    return bad(
                        &format!("camel_race.reward_tiles {}", t.id),
                        "1 to 8 offers per side",
                    );
                }
                let colours =
                    std::iter::once(side.dung_colour).chain(side.offers.iter().map(|o| o.colour));
                for c in colours {
                    if c.is_goods() {
                        return bad(
                            &format!("camel_race.reward_tiles {}", t.id),
                            "goods keshis never stand in a spectator area",
                        );
                    }
                }
                for o in &side.offers {
                    if o.any > 3 || !reward_in_range(o.reward) {
                        return bad(
                            &format!("camel_race.reward_tiles {}", t.id),
                            "at most 3 further keshis; rewards within the printed ranges",
                        );
                    }
                }
            }
        }
        Ok(())
    }
}

/// Rewards stay within the ranges 003 prints (at most 8 points, 5
/// resources, 4 steps, 3 goods keshis, 2 oases, a 3-spectator bonus).
fn reward_in_range(r: CamelReward) -> bool {
    match r {
        CamelReward::Gain {
            points,
            water,
            dates,
            dinars,
        } => points <= 20 && water <= 9 && dates <= 9 && dinars <= 9,
        CamelReward::AnyResources { n } => (1..=9).contains(&n),
        CamelReward::Goods { n } => (1..=3).contains(&n),
        CamelReward::DiscardDung | CamelReward::RiverTileBonus => true,
        CamelReward::Steps {
            n,
            river,
            palace,
            mosque,
        } => (1..=8).contains(&n) && (river || palace || mosque),
        CamelReward::SpectatorBonus { spectators } => (1..=4).contains(&spectators),
        CamelReward::FreeOases { n } => (1..=2).contains(&n),
        CamelReward::Scroll { .. } => true,
        CamelReward::LuxuryGood { discount } => discount <= 9,
    }
}

impl std::fmt::Display for CamelReward {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            CamelReward::Gain {
                points,
                water,
                dates,
                dinars,
            } => {
                let mut parts = Vec::new();
                if points > 0 {
                    parts.push(format!("{points} points"));
                }
                let r = Resources::new(water as u16, dates as u16, dinars as u16);
                if r.total() > 0 {
                    parts.push(r.to_string());
                }
                write!(f, "{}", parts.join(" + "))
            }
            CamelReward::AnyResources { n } => write!(f, "{n} resources of your choice"),
            CamelReward::Goods { n } => write!(f, "{n} goods keshis of one colour"),
            CamelReward::DiscardDung => write!(f, "discard 1 dung"),
            CamelReward::Steps {
                n,
                river,
                palace,
                mosque,
            } => {
                let tracks: Vec<&str> = [(river, "river"), (palace, "palace"), (mosque, "mosque")]
                    .into_iter()
                    .filter_map(|(on, name)| on.then_some(name))
                    .collect();
                write!(f, "{n} steps: {}", tracks.join("/"))
            }
            CamelReward::SpectatorBonus { spectators } => {
                write!(f, "any main-square field's bonus x{spectators}")
            }
            CamelReward::FreeOases { n } => write!(f, "claim {n} discovered oasis(es) free"),
            CamelReward::RiverTileBonus => write!(f, "this season's river tile bonus"),
            CamelReward::Scroll { ty } => {
                let name = format!("{ty:?}").to_lowercase();
                write!(f, "a {name} scroll of your choice from a stack, free")
            }
            CamelReward::LuxuryGood { discount } => write!(
                f,
                "a luxury good of your choice from a stack, {discount} goods keshis less"
            ),
        }
    }
}

impl RewardOffer {
    /// "gray + 1 other: 3 points".
    pub fn description(&self) -> String {
        match self.any {
            0 => format!("{}: {}", self.colour, self.reward),
            n => format!("{} + {n} other: {}", self.colour, self.reward),
        }
    }
}
