//! The expansion (003): camel race, stack search, nomads, special
//! buildings, new provision tiles, spectators.

use super::*;

/// [`Action::ToBoard`].
pub(super) fn to_board(cx: &Cx) -> String {
    let Cx { lang, d, .. } = *cx;
    match d {
        Decision::KeshiDestination { colour } => {
            tr!(lang, "action-deploy", keshi = colour_sector(lang, *colour))
        }
        _ => lang.get("action-on-board"),
    }
}

/// [`Action::ToSpectatorArea`].
pub(super) fn to_spectator_area(cx: &Cx) -> String {
    let Cx {
        lang, cat, d, me, ..
    } = *cx;
    let steps = me
        .and_then(|m| m.race)
        .zip(cat.camel_race.as_ref())
        .map(|(mut r, data)| {
            match d {
                Decision::KeshiDestination { colour } => {
                    r.spectators[colour.index()] += 1;
                }
                // A nomad counts as a colour of its own.
                Decision::PlaceNomad { .. } => r.nomads += 1,
                _ => {}
            }
            let table = &data.steps_by_colours.value;
            let i = r.kinds().clamp(1, table.len()) - 1;
            table[i]
        });
    match steps {
        Some(n) => tr!(lang, "action-spectator-area-run", steps = n),
        None => lang.get("action-spectator-area"),
    }
}

/// [`Action::BuyCamelReward`] and [`Action::BuyCamelRewardWithNomad`].
pub(super) fn buy_camel_reward(cx: &Cx, offer: u8, keshis: ColourSet, with_nomad: bool) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    let face = view
        .board
        .race
        .and_then(|r| r.rewards.get(0).copied())
        .zip(cat.camel_race.as_ref())
        .and_then(|((id, side), data)| {
            data.reward_tiles
                .iter()
                .find(|t| t.id == id)
                .map(|t| t.sides[side as usize % 2].clone())
        });
    let mut paid: Vec<String> = keshis.iter().map(|c| colour_word(lang, c)).collect();
    if with_nomad {
        paid.push(lang.get("action-nomad"));
    }
    let paid = paid.join(" + ");
    match face.and_then(|f| f.offers.get(offer as usize).copied()) {
        Some(o) => tr!(
            lang,
            "action-reward",
            reward = crate::components::camel_reward(lang, o.reward),
            paid = paid
        ),
        None => tr!(lang, "action-reward-plain", offer = offer + 1, paid = paid),
    }
}

/// [`Action::SearchStack`].
pub(super) fn search_stack(cx: &Cx, stack: u8) -> String {
    let Cx { lang, .. } = *cx;
    tr!(lang, "action-search-stack", stack = stack + 1)
}

/// [`Action::TakeScrollFromStack`].
pub(super) fn take_scroll_from_stack(cx: &Cx, id: ScrollId) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(lang, "action-take-scroll", scroll = scroll(lang, cat, id))
}

/// [`Action::TakeLuxuryFromStack`].
pub(super) fn take_luxury_from_stack(cx: &Cx, id: LuxuryId, pay: [u8; 3]) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(
        lang,
        "action-take-luxury-paying",
        luxury = luxury(lang, cat, id),
        paid = goods_list(lang, Colour::GOODS.into_iter().zip(pay))
    )
}

/// [`Action::DiscardCamelDung`].
pub(super) fn discard_camel_dung(cx: &Cx) -> String {
    let Cx { lang, .. } = *cx;
    lang.get("action-discard-dung")
}

/// [`Action::SplitSteps`].
pub(super) fn split_steps(cx: &Cx, river: u8, palace: u8, mosque: u8) -> String {
    let Cx { lang, .. } = *cx;
    let parts: Vec<String> = [
        (river, "action-step-river"),
        (palace, "action-step-palace"),
        (mosque, "action-step-mosque"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, id)| tr!(lang, id, n = n))
    .collect();
    tr!(lang, "action-split-steps", steps = parts.join(", "))
}

/// [`Action::ClaimNomad`].
pub(super) fn claim_nomad(cx: &Cx) -> String {
    let Cx { lang, cat, .. } = *cx;
    match cat.nomads.as_ref().map(|d| d.cost.value) {
        Some(c) => tr!(
            lang,
            "action-take-nomad-paying",
            cost = resources_text(lang, c)
        ),
        None => lang.get("action-take-nomad"),
    }
}

/// [`Action::PlaceNomad`].
pub(super) fn place_nomad(cx: &Cx, spot: BoardKeshi) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(
        lang,
        "action-nomad-to",
        spot = crate::decision::nomad_spot(lang, spot, cat)
    )
}

/// [`Action::MoveSpectatorNomad`].
pub(super) fn move_spectator_nomad(cx: &Cx, to: BoardKeshi) -> String {
    let Cx { lang, cat, d, .. } = *cx;
    let cost = cat.nomads.as_ref().map(|d| d.move_cost.value);
    let free = matches!(d, Decision::ProvisionNomadMove);
    let spot = crate::decision::nomad_spot(lang, to, cat);
    match cost.filter(|_| !free) {
        Some(c) => tr!(
            lang,
            "action-move-spectator-nomad-paying",
            spot = spot,
            cost = resources_text(lang, c)
        ),
        None => tr!(lang, "action-move-spectator-nomad", spot = spot),
    }
}

/// [`Action::MoveNomad`].
pub(super) fn move_nomad(cx: &Cx, from: BoardKeshi, to: BoardKeshi) -> String {
    let Cx { lang, cat, d, .. } = *cx;
    let cost = cat.nomads.as_ref().map(|d| d.move_cost.value);
    let free = matches!(d, Decision::ProvisionNomadMove);
    let from = crate::decision::nomad_spot(lang, from, cat);
    let to = crate::decision::nomad_spot(lang, to, cat);
    match cost.filter(|_| !free) {
        Some(c) => tr!(
            lang,
            "action-move-nomad-paying",
            from = from,
            to = to,
            cost = resources_text(lang, c)
        ),
        None => tr!(lang, "action-move-nomad", from = from, to = to),
    }
}

/// [`Action::KeepBuilding`].
pub(super) fn keep_building(cx: &Cx, building: u8) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    let front = view.modules.special_buildings == Some(marrakesh_engine::BuildingSide::Front);
    match cat
        .special_buildings
        .as_ref()
        .and_then(|d| d.building(building))
    {
        Some(b) => tr!(
            lang,
            "action-keep-building",
            building = crate::building(lang, b, front)
        ),
        None => tr!(lang, "action-keep-building-plain", building = building),
    }
}

/// [`Action::KeepScroll`].
pub(super) fn keep_scroll(cx: &Cx, scroll: ScrollId) -> String {
    let Cx {
        lang, cat, view, d, ..
    } = *cx;
    let text = crate::scroll(lang, cat, scroll);
    match *d {
        Decision::LibraryScroll { .. } => {
            let dates = cat
                .special_buildings
                .as_ref()
                .and_then(|data| {
                    data.buildings.iter().find_map(|b| match b.ability {
                        marrakesh_engine::Ability::Library { dates, .. } => {
                            dates.get(view.season as usize).copied()
                        }
                        _ => None,
                    })
                })
                .unwrap_or(0);
            tr!(
                lang,
                "action-take-scroll-dates",
                scroll = text,
                dates = tr!(lang, "event-dates", n = dates)
            )
        }
        _ => tr!(lang, "action-keep-scroll", scroll = text),
    }
}

/// [`Action::TakeLuxury`].
pub(super) fn take_luxury(cx: &Cx, id: LuxuryId) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(lang, "action-take-free", luxury = luxury(lang, cat, id))
}

/// [`Action::KeepProvisionTiles`].
pub(super) fn keep_provision_tiles(cx: &Cx, tiles: [ProvisionId; 3]) -> String {
    let Cx { lang, cat, .. } = *cx;
    let names: Vec<String> = tiles.iter().map(|t| provision(lang, cat, *t)).collect();
    tr!(
        lang,
        "action-keep-provision-tiles",
        tiles = names.join(", ")
    )
}

/// [`Action::SwapStorageKeshi`].
pub(super) fn swap_storage_keshi(cx: &Cx, space: u8, colour: Colour) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-swap-storage-keshi",
        space = space + 1,
        keshi = tr!(lang, "event-colour-one", colour = colour.name())
    )
}

/// [`Action::ReturnSpectator`].
pub(super) fn return_spectator(cx: &Cx, colour: Colour) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-return-spectator",
        keshi = keshi_a(lang, colour)
    )
}

/// [`Action::Spectate`].
pub(super) fn spectate(cx: &Cx, colour: Colour) -> String {
    let Cx { lang, .. } = *cx;
    tr!(lang, "action-spectate", colour = colour.name())
}
