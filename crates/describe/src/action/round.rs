//! Actions of the round's start and end: arranging the storage keshis,
//! orienting the audience disc, provision tiles and paying for them.

use super::*;

/// [`Action::ArrangeStorage`].
pub(super) fn arrange_storage(cx: &Cx, keshis: &BVec<Colour, 3>) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-arrange-storage",
        colours = colours(lang, keshis.as_slice())
    )
}

/// [`Action::OrientDisc`].
pub(super) fn orient_disc(cx: &Cx, rotation: u8) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    let mut parts = Vec::new();
    for n in (0..=4u8).rev() {
        let fields: Vec<String> = (0..8u8)
            .filter(|f| spectators(cat, view.modules.spectators, rotation, *f) == n)
            .filter_map(|f| cat.main_square_fields.get(f as usize))
            .map(|x| bonus_short(lang, x.bonus))
            .collect();
        if !fields.is_empty() {
            parts.push(format!("x{n} {}", fields.join(" ")));
        }
    }
    tr!(
        lang,
        "action-orient-disc",
        turn = rotation + 1,
        fields = parts.join(" / ")
    )
}

/// [`Action::ActivateProvision`].
pub(super) fn activate_provision(cx: &Cx, slot: u8) -> String {
    let Cx { lang, cat, me, .. } = *cx;
    match me.and_then(|p| p.provision.get(slot as usize)) {
        Some(ProvisionView::FaceDown { tile: Some(t), .. }) => tr!(
            lang,
            "action-activate-provision",
            tile = provision(lang, cat, *t)
        ),
        _ => tr!(lang, "action-activate-provision-slot", slot = slot + 1),
    }
}

/// [`Action::Provision`].
pub(super) fn provision_payment(cx: &Cx, alternative: bool, pay: Resources) -> String {
    let Cx { lang, cat, me, .. } = *cx;
    if alternative {
        tr!(
            lang,
            "action-provision-scroll-44",
            pay = resources_text(lang, pay)
        )
    } else {
        let mut cost = Resources::ZERO;
        let mut penalty = 0;
        if let Some(m) = me {
            for pv in &m.provision {
                if let ProvisionView::Active { tile } = pv {
                    if cat.provision_tiles.iter().any(|t| t.id == *tile) {
                        let t = cat.provision(*tile);
                        cost.add(t.cost);
                        penalty += t.penalty as i32;
                    }
                }
            }
        }
        let have = me.map(|m| m.resources).unwrap_or_default();
        if pay != Resources::ZERO && pay != cost {
            tr!(
                lang,
                "action-provision-scroll-33",
                pay = resources_text(lang, pay),
                cost = resources_text(lang, cost)
            )
        } else if have.covers(cost) {
            tr!(
                lang,
                "action-provision-full",
                cost = resources_text(lang, cost)
            )
        } else {
            tr!(
                lang,
                "action-provision-fail",
                cost = resources_text(lang, cost),
                penalty = penalty
            )
        }
    }
}
