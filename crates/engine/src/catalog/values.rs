//! Values the catalog's sections share: a bonus printed on the board or a
//! tile, and a value with the place it comes from. Below `schema.rs` and the
//! expansion's sections, which all use them.

use crate::types::*;
use serde::{Deserialize, Serialize};

/// A bonus printed on the board or a tile. Used by main-square fields,
/// rapids, line-bonus spaces, the start oasis and exchange offices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Bonus {
    /// Points on the scoring track.
    Points { n: u8 },
    /// A fixed amount of resources.
    Resources {
        #[serde(default)]
        water: u8,
        #[serde(default)]
        dates: u8,
        #[serde(default)]
        dinars: u8,
    },
    /// `n` resources of the player's choice.
    AnyResources { n: u8 },
    /// `n` goods keshis, all of one colour of the player's choice.
    Goods { n: u8 },
    /// One keshi of the shown colour, deployed at once.
    Keshi { colour: Colour },
    /// `n` keshis of one colour of the player's choice, deployed at once.
    AnyKeshis { n: u8 },
    /// Steps on the river (more may be bought with water).
    RiverSteps { n: u8 },
    /// Steps on one staircase.
    StairSteps { stair: Stair, n: u8 },
    /// Steps on the palace or the mosque staircase, one of the player's
    /// choice (the Paschabot takes the one where it is further behind).
    EitherStair { n: u8 },
}

impl Bonus {
    /// The bonus gained `k` times at once (main square: "as many times as
    /// the number of spectators"). Goods stay one colour, steps one move.
    pub fn times(self, k: u8) -> Bonus {
        let m = |n: u8| n.saturating_mul(k);
        match self {
            Bonus::Points { n } => Bonus::Points { n: m(n) },
            Bonus::Resources {
                water,
                dates,
                dinars,
            } => Bonus::Resources {
                water: m(water),
                dates: m(dates),
                dinars: m(dinars),
            },
            Bonus::AnyResources { n } => Bonus::AnyResources { n: m(n) },
            Bonus::Goods { n } => Bonus::Goods { n: m(n) },
            // A keshi of a fixed colour is never printed on a multiplied space.
            Bonus::Keshi { .. } => self,
            Bonus::AnyKeshis { n } => Bonus::AnyKeshis { n: m(n) },
            Bonus::RiverSteps { n } => Bonus::RiverSteps { n: m(n) },
            Bonus::StairSteps { stair, n } => Bonus::StairSteps { stair, n: m(n) },
            Bonus::EitherStair { n } => Bonus::EitherStair { n: m(n) },
        }
    }
}

/// A value with the place it comes from.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Sourced<T> {
    pub value: T,
    pub source: String,
}
