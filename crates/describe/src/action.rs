//! One legal action in words, for the player who would take it. The
//! sentences are the `action-…` messages of `locales/<lang>/actions.ftl`;
//! phrases of keshis, gates, sectors and resources come from the helper
//! messages of `events.ftl` (see `event.rs`).

use marrakesh_engine::catalog::Perk;
use marrakesh_engine::{
    Action, AssistantOption, Catalog, Colour, Decision, OasisView, PlayerId, ProvisionView,
    Resources, SaharaPath, Stair, StepPayment, View,
};

use crate::event::{
    colour_word, keshi_a, resources_text, sector_at, sector_key, sector_to, sector_word,
};
use crate::*;

/// The selector key of a staircase in the `.ftl` messages.
fn stair_key(s: Stair) -> &'static str {
    match s {
        Stair::Palace => "palace",
        Stair::Mosque => "mosque",
    }
}

/// Goods keshis by colour: "1 yellow + 2 orange"; "nothing".
fn goods_list(lang: Lang, counts: impl IntoIterator<Item = (Colour, u8)>) -> String {
    let parts: Vec<String> = counts
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| format!("{n} {}", colour_word(lang, c)))
        .collect();
    if parts.is_empty() {
        lang.get("action-nothing")
    } else {
        parts.join(" + ")
    }
}

/// One legal action, in words, for the player who would take it.
pub fn action(
    lang: Lang,
    cat: &Catalog,
    view: &View,
    seat: PlayerId,
    d: &Decision,
    a: &Action,
) -> String {
    let me = view.players.get(seat as usize);
    let classic = view.edition == marrakesh_engine::Edition::Classic;
    match *a {
        Action::ArrangeStorage { ref keshis } => tr!(
            lang,
            "action-arrange-storage",
            colours = colours(lang, keshis.as_slice())
        ),
        Action::OrientDisc { rotation } => {
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
        Action::ActivateProvision { slot } => {
            match me.and_then(|p| p.provision.get(slot as usize)) {
                Some(ProvisionView::FaceDown { tile: Some(t), .. }) => tr!(
                    lang,
                    "action-activate-provision",
                    tile = provision(lang, cat, *t)
                ),
                _ => tr!(lang, "action-activate-provision-slot", slot = slot + 1),
            }
        }
        Action::Select { keshis } => tr!(
            lang,
            "action-select",
            colours = colours(lang, &keshis),
            sectors = keshis
                .iter()
                .map(|c| match c.sector() {
                    Some(s) => sector_word(lang, s),
                    None => lang.get("action-any-sector"),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Action::PlaceAssistant { sector } => {
            tr!(lang, "action-place-assistant", to = sector_to(lang, sector))
        }
        Action::Claim { colour, count } => tr!(
            lang,
            "action-claim",
            count = count,
            colour = colour_word(lang, colour),
            target = match colour.sector() {
                Some(s) => sector_word(lang, s),
                None => lang.get("action-a-water-vendor"),
            }
        ),
        Action::ClaimPair { first, second } => tr!(
            lang,
            "action-claim-pair",
            first = colour_word(lang, first),
            second = colour_word(lang, second)
        ),
        Action::DeployHeld { colour } => {
            tr!(lang, "action-deploy", keshi = colour_sector(lang, colour))
        }
        Action::UseAssistant { sector, option } => match option {
            AssistantOption::NewKeshi { colour } => tr!(
                lang,
                "action-assistant-new-keshi",
                sector = sector_title(lang, sector),
                take = tr!(lang, "action-new-keshi", colour = colour.name())
            ),
            AssistantOption::SectorAction => tr!(
                lang,
                "action-assistant-action",
                sector = sector_title(lang, sector),
                detail = sector_action_detail(lang, view, seat, sector)
            ),
        },
        Action::PlaceEntertainer { field: f } => tr!(
            lang,
            "action-place-entertainer",
            field = field(lang, cat, f)
        ),
        Action::PlaceCaravan { path: p } => {
            let caravans = me.map(|m| m.caravans).unwrap_or([0; 3]);
            match p {
                SaharaPath::Left | SaharaPath::Right => {
                    let i = if p == SaharaPath::Left { 0 } else { 1 };
                    let key = if p == SaharaPath::Left {
                        "left"
                    } else {
                        "right"
                    };
                    let position = caravans[i] + 1;
                    let oasis_there = cat
                        .oasis_slots
                        .iter()
                        .any(|s| s.path == p && s.position == position);
                    if oasis_there || !view.modules.desert_towns {
                        tr!(
                            lang,
                            "action-caravan-oasis",
                            path = key,
                            position = position
                        )
                    } else {
                        tr!(
                            lang,
                            "action-caravan-town",
                            path = key,
                            points = cat.rules.desert_town_points.value,
                            towns = if view.board.towns.is_empty() {
                                "none"
                            } else {
                                "some"
                            }
                        )
                    }
                }
                SaharaPath::StartOasis => {
                    let b = if caravans[2] == 0 {
                        cat.start_oasis.right
                    } else {
                        cat.start_oasis.left
                    };
                    tr!(lang, "action-caravan-start", bonus = bonus(lang, b))
                }
            }
        }
        Action::PlaceWaterVendor { sector } => {
            tr!(lang, "action-water-vendor", at = sector_at(lang, sector))
        }
        Action::ChooseColour { colour } => match d {
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
        },
        Action::TakeResources { resources: r } => match d {
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
        },
        Action::TakeFieldBonus { field: f } => {
            let times = match d {
                Decision::FieldBonus { times } => *times,
                _ => 1,
            };
            format!("{} x {times}", field(lang, cat, f))
        }
        Action::Harvest {
            dates,
            water,
            dinars,
            points,
        } => {
            let mut parts = Vec::new();
            if dates > 0 {
                parts.push(tr!(lang, "event-dates", n = dates));
            }
            if water > 0 {
                parts.push(tr!(lang, "event-water", n = water));
            }
            if dinars > 0 {
                parts.push(tr!(lang, "event-dinars", n = dinars));
            }
            if points > 0 {
                parts.push(tr!(lang, "action-points", n = points));
            }
            if parts.is_empty() {
                lang.get("action-nothing")
            } else {
                parts.join(" + ")
            }
        }
        Action::ExtraStep { pay } => match pay {
            StepPayment::Water => lang.get("action-pay-water-step"),
            StepPayment::Date => lang.get("action-pay-date-step"),
            StepPayment::Free => lang.get("action-free-step"),
        },
        Action::LineBonus { space } => line_space(lang, cat, &view.board.staircase_cover, space),
        Action::RapidBonus { rapid } => match cat.river.rapids.get(rapid as usize) {
            Some(r) => tr!(
                lang,
                "action-rapid",
                rapid = rapid + 1,
                space = r.space,
                bonus = bonus(lang, r.bonus)
            ),
            None => tr!(lang, "action-rapid-plain", rapid = rapid + 1),
        },
        Action::ExchangeGoods { colour } => {
            let keshi = keshis(lang, colour, 1);
            match office_yield(lang, cat, view.board.exchange_office, colour) {
                Some(y) => tr!(lang, "action-exchange", keshi = keshi, gain = y),
                None => tr!(lang, "action-exchange-plain", keshi = keshi),
            }
        }
        Action::BuyLuxury { slot } => {
            let free = matches!(d, Decision::FreeLuxury);
            match view.board.luxury.get(slot as usize) {
                Some(Some(id)) if free => {
                    tr!(lang, "action-take-free", luxury = luxury(lang, cat, *id))
                }
                Some(Some(id)) if carries(view, seat, Stair::Mosque) => tr!(
                    lang,
                    "action-buy-luxury-imam",
                    luxury = luxury(lang, cat, *id)
                ),
                Some(Some(id)) => tr!(lang, "action-buy-luxury", luxury = luxury(lang, cat, *id)),
                _ => tr!(lang, "action-buy-luxury-shop", shop = slot + 1),
            }
        }
        Action::ChooseEntertainer { field: f } if matches!(d, Decision::SpectatorBonus { .. }) => {
            let times = match d {
                Decision::SpectatorBonus { times } => *times,
                _ => 1,
            };
            format!("{} x {times}", field(lang, cat, f))
        }
        Action::ChooseEntertainer { field: f } => {
            let rot = me.map(|m| m.disc_rotation).unwrap_or(0);
            let extra = me.is_some_and(|m| has_perk(cat, &m.scrolls, Perk::ExtraSpectator));
            let n = spectators(cat, view.modules.spectators, rot, f) + u8::from(extra);
            format!("{} x {n}", field(lang, cat, f))
        }
        Action::RefreshScrolls { ty, pay } => tr!(
            lang,
            "action-refresh-scrolls",
            pay = resources_text(lang, pay),
            scrolls = tr!(lang, "event-scrolls-the", kind = ty.name())
        ),
        Action::BuyScroll { ty, slot } | Action::TakeScroll { ty, slot } => {
            let buy = matches!(a, Action::BuyScroll { .. });
            match view.board.scrolls[ty.index()].get(slot as usize) {
                Some(Some(id)) => {
                    let (req, cost) = cat
                        .scrolls
                        .iter()
                        .find(|s| s.id == *id)
                        .map(|s| (s.requirement, s.cost))
                        .unwrap_or((0, 0));
                    let text = scroll(lang, cat, *id);
                    if buy && carries(view, seat, Stair::Palace) {
                        tr!(
                            lang,
                            "action-buy-scroll-sultan",
                            scroll = text,
                            scholars = req,
                            dates = cost.saturating_sub(1)
                        )
                    } else if buy {
                        tr!(
                            lang,
                            "action-buy-scroll",
                            scroll = text,
                            scholars = req,
                            dates = cost
                        )
                    } else {
                        tr!(lang, "action-take-scroll", scroll = text)
                    }
                }
                _ => tr!(
                    lang,
                    if buy {
                        "action-buy-scroll-slot"
                    } else {
                        "action-take-scroll-slot"
                    },
                    kind = ty.name(),
                    slot = slot + 1
                ),
            }
        }
        Action::BuyGate {
            workshop,
            colour,
            pay,
        } => {
            let pts = cat
                .workshops
                .get(workshop as usize)
                .map(|w| w.points)
                .unwrap_or(0);
            let gate = tr!(lang, "action-gate", colour = colour.name());
            if matches!(d, Decision::FreeGate) {
                return tr!(
                    lang,
                    "action-free-gate",
                    gate = gate,
                    workshop = workshop + 1,
                    points = format!("{pts:+}"),
                    n = pts.unsigned_abs()
                );
            }
            tr!(
                lang,
                "action-buy-gate",
                gate = gate,
                workshop = workshop + 1,
                pay = resources_text(lang, pay),
                points = format!("{pts:+}"),
                n = pts.unsigned_abs()
            )
        }
        Action::BuildGate { space } => match cat.gate_spaces.get(space as usize) {
            Some(g) => {
                let matched = matches!(d, Decision::BuildGate { colour } if *colour == g.colour);
                tr!(
                    lang,
                    "action-build-gate",
                    sector = sector_key(g.sector),
                    colour = g.colour.name(),
                    matched = if matched { "yes" } else { "no" }
                )
            }
            None => tr!(lang, "action-gate-space", space = space + 1),
        },
        Action::ClaimOasis { slot, pay } => {
            let where_ = cat
                .oasis_slots
                .get(slot as usize)
                .map(|s| {
                    tr!(
                        lang,
                        "action-oasis-where",
                        path = match s.path {
                            SaharaPath::Left => "left",
                            SaharaPath::Right => "right",
                            SaharaPath::StartOasis => "start",
                        },
                        position = s.position
                    )
                })
                .unwrap_or_else(|| tr!(lang, "action-oasis-slot", slot = slot + 1));
            let pay = resources_text(lang, pay);
            match me.and_then(|m| m.oasis_slots.get(slot as usize)) {
                Some(OasisView::Discovered { oasis: o }) => tr!(
                    lang,
                    "action-claim-oasis",
                    oasis = oasis(lang, cat, *o, classic),
                    pay = pay,
                    place = where_
                ),
                _ => tr!(lang, "action-claim-oasis-plain", place = where_, pay = pay),
            }
        }
        Action::TakeDesertTown { index } => match view.board.towns.get(index as usize) {
            Some(t) => tr!(
                lang,
                "action-take-town",
                town = desert_town(lang, cat, *t, view.edition)
            ),
            None => tr!(lang, "action-take-town-plain", index = index + 1),
        },
        Action::ClaimDesertTown { space } => {
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
        Action::TakeBonusOasis { index } => match view.board.bonus_oases.get(index as usize) {
            Some(Some(o)) => tr!(
                lang,
                "action-take-oasis",
                oasis = oasis(lang, cat, *o, classic)
            ),
            _ => tr!(lang, "action-take-leftover-oasis", index = index + 1),
        },
        Action::Accept => match d {
            Decision::StorageKeshi { colour } => {
                tr!(lang, "action-deploy", keshi = colour_sector(lang, *colour))
            }
            Decision::CamelBridge { .. } => lang.get("action-pay-bridge"),
            _ => lang.get("action-yes"),
        },
        Action::ReturnKeshi { keshi } => tr!(
            lang,
            "action-return-keshi",
            keshi = board_keshi(lang, keshi, cat)
        ),
        Action::ChooseSector { sector } => format!(
            "{}: {}",
            sector_title(lang, sector),
            sector_action_detail(lang, view, seat, sector)
        ),
        Action::ChooseStair { stair: s } => match d {
            Decision::ChooseStair { then_other, .. } if *then_other > 0 => {
                tr!(lang, "action-stair-first", stair = stair_key(s))
            }
            _ => tr!(lang, "action-stair", stair = stair_key(s)),
        },
        Action::ScoreOasis { index } => match me.and_then(|m| m.storage.get(index as usize)) {
            Some(o) => tr!(
                lang,
                "action-score-oasis",
                oasis = oasis(lang, cat, *o, classic)
            ),
            None => tr!(lang, "action-score-stored-oasis", index = index + 1),
        },
        Action::Count { n } => match d {
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
        },
        Action::ReturnResource { resource: r } => {
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
        Action::ChooseOption { option } => {
            let face = view.board.river_tiles[(view.season as usize).min(2)];
            river_option(lang, cat, face, option)
        }
        Action::Provision { alternative, pay } => {
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
        Action::Done => lang.get(match d {
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
        }),
        Action::ToBoard => match d {
            Decision::KeshiDestination { colour } => {
                tr!(lang, "action-deploy", keshi = colour_sector(lang, *colour))
            }
            _ => lang.get("action-on-board"),
        },
        Action::ToSpectatorArea => {
            let steps =
                me.and_then(|m| m.race)
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
        Action::BuyCamelReward { offer, keshis }
        | Action::BuyCamelRewardWithNomad { offer, keshis } => {
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
            if matches!(a, Action::BuyCamelRewardWithNomad { .. }) {
                paid.push(lang.get("action-nomad"));
            }
            let paid = paid.join(" + ");
            match face.and_then(|f| f.offers.get(offer as usize).copied()) {
                Some(o) => tr!(
                    lang,
                    "action-reward",
                    reward = crate::camel_reward(lang, o.reward),
                    paid = paid
                ),
                None => tr!(lang, "action-reward-plain", offer = offer + 1, paid = paid),
            }
        }
        Action::SearchStack { stack } => tr!(lang, "action-search-stack", stack = stack + 1),
        Action::TakeScrollFromStack { scroll: id } => {
            tr!(lang, "action-take-scroll", scroll = scroll(lang, cat, id))
        }
        Action::TakeLuxuryFromStack { luxury: id, pay } => tr!(
            lang,
            "action-take-luxury-paying",
            luxury = luxury(lang, cat, id),
            paid = goods_list(lang, Colour::GOODS.into_iter().zip(pay))
        ),
        Action::DiscardCamelDung => lang.get("action-discard-dung"),
        Action::SplitSteps {
            river,
            palace,
            mosque,
        } => {
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
        Action::ClaimNomad => match cat.nomads.as_ref().map(|d| d.cost.value) {
            Some(c) => tr!(
                lang,
                "action-take-nomad-paying",
                cost = resources_text(lang, c)
            ),
            None => lang.get("action-take-nomad"),
        },
        Action::PlaceNomad { spot } => tr!(
            lang,
            "action-nomad-to",
            spot = crate::decision::nomad_spot(lang, spot, cat)
        ),
        Action::MoveSpectatorNomad { to } => {
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
        Action::MoveNomad { from, to } => {
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
        Action::KeepBuilding { building } => {
            let front =
                view.modules.special_buildings == Some(marrakesh_engine::BuildingSide::Front);
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
        Action::KeepScroll { scroll } => {
            let text = crate::scroll(lang, cat, scroll);
            match *d {
                Decision::LibraryScroll { .. } => {
                    let dates = cat
                        .special_buildings
                        .as_ref()
                        .and_then(|data| {
                            data.buildings.iter().find_map(|b| {
                                match b.ability {
                                marrakesh_engine::catalog::special_buildings::Ability::Library {
                                    dates,
                                    ..
                                } => dates.get(view.season as usize).copied(),
                                _ => None,
                            }
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
        Action::TakeLuxury { luxury: id } => {
            tr!(lang, "action-take-free", luxury = luxury(lang, cat, id))
        }
        Action::KeepProvisionTiles { tiles } => {
            let names: Vec<String> = tiles.iter().map(|t| provision(lang, cat, *t)).collect();
            tr!(
                lang,
                "action-keep-provision-tiles",
                tiles = names.join(", ")
            )
        }
        Action::SwapStorageKeshi { space, colour } => tr!(
            lang,
            "action-swap-storage-keshi",
            space = space + 1,
            keshi = tr!(lang, "event-colour-one", colour = colour.name())
        ),
        Action::ReturnSpectator { colour } => tr!(
            lang,
            "action-return-spectator",
            keshi = keshi_a(lang, colour)
        ),
        Action::Spectate { colour } => tr!(lang, "action-spectate", colour = colour.name()),
    }
}
