//! Module 3, additional exchange offices. Classic: "Mix the additional
//! exchange offices and those of the base game together" (12 tiles, 3
//! drawn). Essential: "Die Wechselstuben werden nach dem Mischen mit einer
//! zufälligen Seite nach oben ausgelegt" (6 double-sided tiles). Either
//! edition: "they may use these new exchange offices only".

use super::ExchangeOffices;
use crate::catalog::Catalog;
use crate::rng::Rng;
use crate::types::*;

/// The 3 offices of the game, one per season.
pub(crate) fn draw(
    module: Option<ExchangeOffices>,
    edition: Edition,
    cat: &Catalog,
    rng: &mut Rng,
) -> [ExchangeOfficeId; 3] {
    let base: Vec<ExchangeOfficeId> = cat
        .exchange_offices
        .iter()
        .filter(|o| !o.expansion)
        .map(|o| o.id)
        .collect();
    let back = |front: ExchangeOfficeId| {
        cat.exchange_offices
            .iter()
            .find(|o| o.back_of == Some(front))
            .map(|o| o.id)
            .unwrap_or(front)
    };
    let mut pool: Vec<ExchangeOfficeId> = match (module, edition) {
        (None, _) | (Some(_), Edition::Essential) => base.clone(),
        (Some(ExchangeOffices::Mixed), Edition::Classic) => {
            cat.exchange_offices.iter().map(|o| o.id).collect()
        }
        (Some(ExchangeOffices::NewOnly), Edition::Classic) => cat
            .exchange_offices
            .iter()
            .filter(|o| o.expansion)
            .map(|o| o.id)
            .collect(),
    };
    rng.shuffle(&mut pool);
    let mut out = [0; 3];
    for (slot, id) in out.iter_mut().zip(pool) {
        *slot = match (module, edition) {
            (Some(ExchangeOffices::Mixed), Edition::Essential) => {
                if rng.below(2) == 0 {
                    id
                } else {
                    back(id)
                }
            }
            (Some(ExchangeOffices::NewOnly), Edition::Essential) => back(id),
            _ => id,
        };
    }
    out
}
