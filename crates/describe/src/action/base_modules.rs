//! The modules of the base box: desert towns (module 5).

use super::*;

/// [`Action::TakeDesertTown`].
pub(super) fn take_desert_town(cx: &Cx, index: u8) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    match view.board.towns.get(index as usize) {
        Some(t) => tr!(
            lang,
            "action-take-town",
            town = desert_town(lang, cat, *t, view.edition)
        ),
        None => tr!(lang, "action-take-town-plain", index = index + 1),
    }
}

/// [`Action::ClaimDesertTown`].
pub(super) fn claim_desert_town(cx: &Cx, space: u8) -> String {
    let Cx {
        lang,
        cat,
        view,
        me,
        ..
    } = *cx;
    let at = if space == 0 { "left" } else { "right" };
    match me.and_then(|m| m.towns.get(space as usize).copied().flatten()) {
        Some(t) => tr!(
            lang,
            "action-claim-town",
            town = desert_town(lang, cat, t.town, view.edition),
            cost = town_cost(lang, cat),
            space = at
        ),
        None => tr!(lang, "action-claim-town-plain", space = at),
    }
}
