//! Expansion box, new oases (003 "Neue Oasen"): "Die neuen Oasen werden mit
//! denen des Grundspiels gemischt. 31-34: Verwenden, wenn mit der Neue
//! Luxusgüter Erweiterung gespielt wird. 35: Verwenden, wenn mit der
//! KAMELRENNEN ERWEITERUNG gespielt wird. 36: Verwenden, wenn mit der
//! NOMADEN ERWEITERUNG gespielt wird." What each scores is in the catalog
//! and `scoring::oasis_points`.

use crate::catalog::{Catalog, OasisDef, OasisNeeds};
use crate::modules::Modules;
use crate::types::*;

/// The oases of a game: the base box's, and with this module the new ones
/// whose modules are in play.
pub fn in_play(cat: &Catalog, modules: &Modules) -> Vec<OasisId> {
    cat.oases
        .iter()
        .filter(|o| usable(o, modules))
        .map(|o| o.id)
        .collect()
}

/// Whether an oasis is shuffled into a game with `modules`.
fn usable(o: &OasisDef, modules: &Modules) -> bool {
    match o.needs {
        None => true,
        Some(needs) => modules.new_oases && needs_met(needs, modules),
    }
}

fn needs_met(needs: OasisNeeds, modules: &Modules) -> bool {
    match needs {
        OasisNeeds::NewLuxuryGoods => modules.new_luxury_goods,
        OasisNeeds::CamelRace => modules.camel_race,
        OasisNeeds::Nomads => modules.nomads,
    }
}
