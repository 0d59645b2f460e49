//! The five modules of the base box (002/000 "Expansion modules") and the
//! modules of the expansion box (003): each a setup option, combinable with
//! every other, plugged into the base rules through small hooks.

pub mod camel_race;
pub mod desert_towns;
pub mod exchange_offices;
pub mod imam_sultan;
pub mod new_luxury_goods;
pub mod new_oases;
pub mod new_provisions;
pub mod nomads;
pub mod special_buildings;
pub mod staircase_tiles;

pub use crate::state::{BuildingSide, ExchangeOffices, Modules, StaircaseTiles};
