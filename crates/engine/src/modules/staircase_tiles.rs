//! Module 1, staircase tiles: "These staircase tiles replace the printed
//! bonus spaces, thus providing always new combinations on the connecting
//! lines." Not covered: the dinar and points spaces next to the staircases,
//! the 2 topmost spaces and the lowermost space.

use super::StaircaseTiles;
use crate::catalog::{Bonus, Catalog, LineSpacePlace};
use crate::error::SetupError;
use crate::rng::Rng;
use crate::state::State;

/// Ids of the coverable line spaces, bottom left first.
pub(crate) fn coverable(cat: &Catalog) -> impl Iterator<Item = u8> + '_ {
    cat.line_spaces
        .iter()
        .filter(|s| s.place == LineSpacePlace::Coverable)
        .map(|s| s.id)
}

/// The bonus of a line space: the face of the tile lying on it, if any.
pub(crate) fn bonus(cat: &Catalog, st: &State, space: u8) -> Bonus {
    if st.modules.staircase_tiles.is_some() {
        if let Some(i) = coverable(cat).position(|s| s == space) {
            if let Some((tile, face)) = st.staircase_cover.get(i).copied().flatten() {
                if let Some(t) = cat.staircase_tiles.iter().find(|t| t.id == tile) {
                    return t.faces[face as usize % 2];
                }
            }
        }
    }
    cat.line_space(space).bonus
}

/// "Put all staircase tiles in the cloth bag, mix well, draw one after the
/// other with a random side up"; or the agreed tiles and sides.
pub(crate) fn lay_out(
    mode: StaircaseTiles,
    cat: &Catalog,
    rng: &mut Rng,
) -> Result<[Option<(u8, u8)>; 12], SetupError> {
    let mut cover = [None; 12];
    match mode {
        StaircaseTiles::Random => {
            let mut ids: Vec<u8> = cat.staircase_tiles.iter().map(|t| t.id).collect();
            rng.shuffle(&mut ids);
            for (slot, id) in cover.iter_mut().zip(ids) {
                *slot = Some((id, rng.below(2) as u8));
            }
        }
        StaircaseTiles::Chosen { tiles } => {
            for (i, (id, face)) in tiles.iter().enumerate() {
                let known = cat.staircase_tiles.iter().any(|t| t.id == *id);
                let twice = tiles[..i].iter().any(|(x, _)| x == id);
                if !known || twice || *face > 1 {
                    return Err(SetupError::StaircaseTile { tile: *id });
                }
                cover[i] = Some((*id, *face));
            }
        }
    }
    Ok(cover)
}
