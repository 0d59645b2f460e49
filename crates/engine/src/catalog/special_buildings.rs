//! The special buildings' material (003 "Die Spezialgebäude"): 8
//! double-sided buildings (back: starting keshi and resources; front: the
//! same and a special ability) and the practice room's audience disc.

use super::values::Sourced;
use super::CatalogError;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// A special building's number (1..=8).
pub type BuildingId = u8;

/// A front side's special ability, with its numbers.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ability {
    /// "Das Dattellager": before the start a keshi of the 9 non-goods
    /// colours on the oasis bonus track (`space`, with 2 players
    /// `space_two_players`); luxury goods `discount` goods keshis cheaper
    /// for a kind not owned yet.
    DateStore {
        colours: ColourSet,
        space: u8,
        space_two_players: u8,
        discount: u8,
    },
    /// "Die Bibliothek": at the start of season 1/2/3 a yellow/pink/orange
    /// scroll from a stack for `dates[season]` dates, the scholars it asks
    /// for needed where `scholars[season]`.
    Library { dates: [u8; 3], scholars: [bool; 3] },
    /// "Der Übungsraum": the new audience disc (both module-4 sides).
    PracticeRoom { pink: [u8; 8], purple: [u8; 8] },
    /// "Das Bootshaus": every season starts on the crocodile space.
    Boathouse,
    /// "Die Baracke": a gate of `workshop` before the start; `points` more
    /// per gate bought.
    Barracks { workshop: u8, points: u8 },
    /// "Das Bethaus": `points` more on entering a new mosque segment.
    HouseOfPrayer { points: u8 },
    /// "Der Kamelstall": oases cost `discount` resources (any) less.
    CamelStable { discount: u8 },
    /// "Der Pavillon": a free luxury good of kind `luxury` before the
    /// start; `resources` of choice more on entering a new palace segment.
    Pavilion { luxury: LuxuryKind, resources: u8 },
}

/// One special building.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BuildingDef {
    pub id: BuildingId,
    /// The German name printed on the building.
    pub name: String,
    /// The keshi shown on both sides, deployed at the start.
    pub keshi: Colour,
    /// The starting resources shown on both sides.
    pub resources: Resources,
    /// The front side's ability.
    pub ability: Ability,
    pub source: String,
}

/// The special buildings module's material.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpecialBuildingsData {
    /// Buildings each player draws ("zieht 2 Gebäude, wählt 1").
    pub drawn: Sourced<u8>,
    /// Yellow scrolls each player draws at the start ("zieht nun 3").
    pub scrolls_drawn: Sourced<u8>,
    pub buildings: Vec<BuildingDef>,
}

fn bad(entry: String, problem: &str) -> Result<(), CatalogError> {
    Err(CatalogError::Invalid {
        entry,
        problem: problem.into(),
    })
}

impl SpecialBuildingsData {
    /// The buildings fit the engine: ids 1..=8 in order, a non-goods
    /// keshi, small numbers, a draw the bag can serve 4 players from.
    pub(crate) fn check(
        &self,
        storage_spaces: usize,
        luxury: &[LuxuryKind],
    ) -> Result<(), CatalogError> {
        let n = self.buildings.len();
        if !(2..=8).contains(&n) {
            return bad("special_buildings.buildings".into(), "2 to 8 buildings");
        }
        let drawn = self.drawn.value as usize;
        if !(1..=2).contains(&drawn) || drawn * 2 > n {
            return bad(
                "special_buildings.drawn".into(),
                "1 or 2, and 2 players' draws fit the buildings",
            );
        }
        if !(1..=3).contains(&self.scrolls_drawn.value) {
            return bad("special_buildings.scrolls_drawn".into(), "1 to 3 scrolls");
        }
        for (i, b) in self.buildings.iter().enumerate() {
            let entry = format!("special_buildings.buildings[{}]", i);
            if b.id as usize != i + 1 {
                return bad(entry, "ids 1, 2, 3 … in order");
            }
            if b.keshi.is_goods() {
                return bad(entry, "the starting keshi is no goods keshi");
            }
            if b.resources.total() > 10 {
                return bad(entry, "at most 10 starting resources");
            }
            let ok = match b.ability {
                Ability::DateStore {
                    colours,
                    space,
                    space_two_players,
                    discount,
                } => {
                    !colours.is_empty()
                        && (space as usize) < storage_spaces
                        && (space_two_players as usize) < storage_spaces
                        && discount <= 5
                }
                Ability::Library { dates, .. } => dates.iter().all(|d| *d <= 10),
                Ability::PracticeRoom { pink, purple } => pink
                    .iter()
                    .chain(purple.iter())
                    .all(|s| *s <= super::MAX_SPECTATORS),
                Ability::Boathouse => true,
                Ability::Barracks { workshop, points } => workshop < 4 && points <= 10,
                Ability::HouseOfPrayer { points } => points <= 10,
                Ability::CamelStable { discount } => discount <= 5,
                Ability::Pavilion {
                    luxury: kind,
                    resources,
                } => luxury.contains(&kind) && resources <= 5,
            };
            if !ok {
                return bad(
                    entry,
                    "ability values out of range (space, workshop, luxury kind, at most 10 points)",
                );
            }
        }
        Ok(())
    }

    /// The building numbered `id`.
    pub fn building(&self, id: BuildingId) -> Option<&BuildingDef> {
        self.buildings.iter().find(|b| b.id == id)
    }
}
