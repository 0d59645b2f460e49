//! The nomads' material (003 "Die Nomaden"): the supply on the nomad
//! board, one nomad per round, its price and the price of moving it.

use super::values::Sourced;
use super::CatalogError;
use crate::types::*;
use serde::{Deserialize, Serialize};

/// The nomads' numbers.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct NomadsData {
    /// Nomad keshis on the nomad board at setup.
    pub supply: Sourced<u8>,
    /// Nomads put into the tower base each round.
    pub per_round: Sourced<u8>,
    /// What claiming the nomad costs, paid at once.
    pub cost: Sourced<Resources>,
    /// What moving one nomad to another sector costs.
    pub move_cost: Sourced<Resources>,
}

impl NomadsData {
    /// The nomads' data fits the engine: a supply the state can count, one
    /// nomad a round at most (the base holds one), prices a player can pay.
    pub(crate) fn check(&self) -> Result<(), CatalogError> {
        let bad = |entry: &str, problem: &str| {
            Err(CatalogError::Invalid {
                entry: entry.into(),
                problem: problem.into(),
            })
        };
        if !(1..=60).contains(&self.supply.value) {
            return bad("nomads.supply", "1..=60 nomads");
        }
        if self.per_round.value > 1 {
            return bad("nomads.per_round", "0 or 1 nomad a round");
        }
        for (entry, r) in [
            ("nomads.cost", self.cost.value),
            ("nomads.move_cost", self.move_cost.value),
        ] {
            if r.total() > 10 {
                return bad(entry, "at most 10 resources");
            }
        }
        Ok(())
    }
}
