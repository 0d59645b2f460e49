//! Answers whose meaning is the question's: a colour, resources, yes, a
//! count, a resource to return, done.

use super::*;

/// [`Action::ChooseColour`].
pub(super) fn choose_colour(cx: &Cx, colour: Colour) -> String {
    let Cx {
        lang, cat, view, d, ..
    } = *cx;
    match d {
        Decision::GoodsColour { count } => format!("{count} {}", colour_word(lang, colour)),
        Decision::LuxuryDiscount { slot } => {
            let cost = view
                .board
                .luxury
                .get(*slot as usize)
                .copied()
                .flatten()
                .filter(|id| cat.luxury_goods.iter().any(|l| l.id == *id))
                .map(|id| cat.luxury(id).cost);
            match (cost, colour.goods_index()) {
                (Some(mut cost), Some(g)) => {
                    cost[g] = cost[g].saturating_sub(1);
                    tr!(
                        lang,
                        "action-save-goods",
                        colour = colour_word(lang, colour),
                        pay = goods_list(lang, Colour::GOODS.into_iter().zip(cost))
                    )
                }
                _ => tr!(
                    lang,
                    "action-save-goods-plain",
                    colour = colour_word(lang, colour)
                ),
            }
        }
        Decision::KeshiColour { count, .. } => {
            format!("{count} {}", colour_sector(lang, colour))
        }
        _ => colour_sector(lang, colour),
    }
}

/// [`Action::TakeResources`].
pub(super) fn take_resources(cx: &Cx, r: Resources) -> String {
    let Cx { lang, d, me, .. } = *cx;
    match d {
        Decision::SwapResources if me.is_some_and(|m| m.resources == r) => tr!(
            lang,
            "action-keep-resources",
            resources = resources_text(lang, r)
        ),
        Decision::SwapResources => tr!(
            lang,
            "action-have-instead",
            resources = resources_text(lang, r)
        ),
        _ => resources_text(lang, r),
    }
}

/// [`Action::Accept`].
pub(super) fn accept(cx: &Cx) -> String {
    let Cx { lang, d, .. } = *cx;
    match d {
        Decision::StorageKeshi { colour } => {
            tr!(lang, "action-deploy", keshi = colour_sector(lang, *colour))
        }
        Decision::CamelBridge { .. } => lang.get("action-pay-bridge"),
        _ => lang.get("action-yes"),
    }
}

/// [`Action::Count`].
pub(super) fn count(cx: &Cx, n: u8) -> String {
    let Cx { lang, d, .. } = *cx;
    match d {
        Decision::ReturnForOasis { resource: r, .. } => {
            let one = Resources::one(*r);
            let many = Resources::new(
                one.water * n as u16,
                one.dates * n as u16,
                one.dinars * n as u16,
            );
            tr!(
                lang,
                "action-return-count",
                resources = resources_text(lang, many)
            )
        }
        _ => n.to_string(),
    }
}

/// [`Action::ReturnResource`].
pub(super) fn return_resource(cx: &Cx, r: Resource) -> String {
    let Cx { lang, d, .. } = *cx;
    let one = resources_text(lang, Resources::one(r));
    match d {
        Decision::ReturnResources { points_each } => tr!(
            lang,
            "action-return-resource-points",
            resource = one,
            points = *points_each
        ),
        _ => tr!(lang, "action-return-resource", resource = one),
    }
}

/// [`Action::Done`].
pub(super) fn done(cx: &Cx) -> String {
    let Cx { lang, d, .. } = *cx;
    lang.get(match d {
        Decision::ExtraStep { .. } => "action-stop-moving",
        Decision::Madrasa { .. } => "action-stop-scrolls",
        Decision::Medina => "action-stop-gates",
        Decision::Sahara | Decision::ClaimFreeOases { .. } => "action-stop-oases",
        Decision::StorageKeshi { .. } => "action-leave-storage-keshi",
        Decision::StorageExchange => "action-no-exchange",
        Decision::Souk { .. } => "action-stop-souk",
        Decision::ReturnResources { .. } => "action-stop-returning",
        Decision::FreeScroll => "action-no-scroll",
        Decision::FreeLuxury => "action-no-luxury",
        Decision::ChooseSectorAction => "action-no-sector-action",
        Decision::FreeGate => "action-no-gate",
        Decision::DiscountedOasis { .. } => "action-no-oasis",
        Decision::CamelBridge { .. } => "action-stop-before-bridge",
        Decision::CamelRewards => "action-no-more-rewards",
        Decision::ClaimKeshis => "action-let-nomad-go",
        Decision::ProvisionNomadMove => "action-no-nomad-move",
        Decision::ProvisionExchange { .. } => "action-no-exchange",
        Decision::LibraryStack { .. } => "action-no-stack",
        Decision::LibraryScroll { .. } => "action-no-scroll",
        Decision::PavilionLuxury => "action-no-tajine",
        _ => "action-done",
    })
}
