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
    let mut pool = tiles(module, edition, cat);
    rng.shuffle(&mut pool);
    let mut out = [ExchangeOfficeId::default(); 3];
    for (slot, id) in out.iter_mut().zip(pool) {
        *slot = face_up(module, edition, cat, id, rng);
    }
    out
}

/// The tiles the offices are drawn from, each by its front.
pub(crate) fn tiles(
    module: Option<ExchangeOffices>,
    edition: Edition,
    cat: &Catalog,
) -> Vec<ExchangeOfficeId> {
    let ids = |keep: fn(bool) -> bool| -> Vec<ExchangeOfficeId> {
        cat.exchange_offices
            .iter()
            .filter(|o| keep(o.expansion))
            .map(|o| o.id)
            .collect()
    };
    match (module, edition) {
        (None, _) | (Some(_), Edition::Essential) => ids(|new| !new),
        (Some(ExchangeOffices::Mixed), Edition::Classic) => ids(|_| true),
        (Some(ExchangeOffices::NewOnly), Edition::Classic) => ids(|new| new),
    }
}

/// The side of tile `front` that lies face up.
fn face_up(
    module: Option<ExchangeOffices>,
    edition: Edition,
    cat: &Catalog,
    front: ExchangeOfficeId,
    rng: &mut Rng,
) -> ExchangeOfficeId {
    let back = || {
        cat.exchange_offices
            .iter()
            .find(|o| o.back_of == Some(front))
            .map(|o| o.id)
            .unwrap_or(front)
    };
    match (module, edition) {
        (Some(ExchangeOffices::Mixed), Edition::Essential) => {
            if rng.below(2) == 0 {
                front
            } else {
                back()
            }
        }
        (Some(ExchangeOffices::NewOnly), Edition::Essential) => back(),
        _ => front,
    }
}

/// The tile (its front) an office lies on.
pub(crate) fn tile_of(cat: &Catalog, office: ExchangeOfficeId) -> ExchangeOfficeId {
    cat.exchange_offices
        .iter()
        .find(|o| o.id == office)
        .and_then(|o| o.back_of)
        .unwrap_or(office)
}

/// The offices of the seasons after `season`, drawn anew from the tiles not
/// used up to `season` (looking ahead without knowing them).
pub(crate) fn redraw_later(
    st: &mut crate::state::State,
    cat: &Catalog,
    season: usize,
    rng: &mut Rng,
) {
    let used: Vec<ExchangeOfficeId> = st.offices[..=season.min(2)]
        .iter()
        .map(|o| tile_of(cat, *o))
        .collect();
    let mut pool: Vec<ExchangeOfficeId> = tiles(st.modules.exchange_offices, st.edition, cat)
        .into_iter()
        .filter(|t| !used.contains(t))
        .collect();
    rng.shuffle(&mut pool);
    for (slot, front) in st.offices.iter_mut().skip(season + 1).zip(pool) {
        *slot = face_up(st.modules.exchange_offices, st.edition, cat, front, rng);
    }
}
