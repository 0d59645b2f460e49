//! One legal action in words, for the player who would take it.

use marrakesh_engine::catalog::Perk;
use marrakesh_engine::{
    Action, AssistantOption, Catalog, Colour, Decision, OasisView, PlayerId, ProvisionView,
    Resources, SaharaPath, Stair, StepPayment, View,
};

use crate::*;

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
        Action::ArrangeStorage { ref keshis } => {
            format!("Left to right: {}", colours(lang, keshis.as_slice()))
        }
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
            format!("Turn {}: {}", rotation + 1, parts.join(" / "))
        }
        Action::ActivateProvision { slot } => {
            match me.and_then(|p| p.provision.get(slot as usize)) {
                Some(ProvisionView::FaceDown { tile: Some(t), .. }) => {
                    format!("Activate provision tile {}", provision(lang, cat, *t))
                }
                _ => format!("Activate provision tile in slot {}", slot + 1),
            }
        }
        Action::Select { keshis } => format!(
            "{} ({})",
            colours(lang, &keshis),
            keshis
                .iter()
                .map(|c| c.sector().map(|s| s.name()).unwrap_or("any sector"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Action::PlaceAssistant { sector } => format!("Wild assistant to the {}", sector.name()),
        Action::Claim { colour, count } => format!(
            "Take {count} {colour} -> {}",
            colour
                .sector()
                .map(|s| s.name())
                .unwrap_or("a water vendor")
        ),
        Action::ClaimPair { first, second } => {
            format!("Take 1 {first} + 1 {second} (scroll 61)")
        }
        Action::DeployHeld { colour } => format!("Deploy the {}", colour_sector(lang, colour)),
        Action::UseAssistant { sector, option } => match option {
            AssistantOption::NewKeshi { colour } => {
                format!("{}: take a new {colour} keshi", sector_title(lang, sector))
            }
            AssistantOption::SectorAction => format!(
                "{}: action - {}",
                sector_title(lang, sector),
                sector_action_detail(lang, view, seat, sector)
            ),
        },
        Action::PlaceEntertainer { field: f } => format!("Entertainer on {}", field(lang, cat, f)),
        Action::PlaceCaravan { path: p } => {
            let caravans = me.map(|m| m.caravans).unwrap_or([0; 3]);
            match p {
                SaharaPath::Left | SaharaPath::Right => {
                    let i = if p == SaharaPath::Left { 0 } else { 1 };
                    let position = caravans[i] + 1;
                    let oasis_there = cat
                        .oasis_slots
                        .iter()
                        .any(|s| s.path == p && s.position == position);
                    if oasis_there || !view.modules.desert_towns {
                        format!(
                            "Caravan on the {}: discovers oasis {position}",
                            path(lang, p)
                        )
                    } else {
                        format!(
                            "Caravan on the {}: reaches the desert town (+{} points{})",
                            path(lang, p),
                            cat.rules.desert_town_points.value,
                            if view.board.towns.is_empty() {
                                "; no town left on display"
                            } else {
                                ", take a town"
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
                    format!("Caravan to the start oasis: {}", bonus(lang, b))
                }
            }
        }
        Action::PlaceWaterVendor { sector } => format!("Water vendor in the {}", sector.name()),
        Action::ChooseColour { colour } => match d {
            Decision::GoodsColour { count } => format!("{count} {colour}"),
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
                        let pay: Vec<String> = Colour::GOODS
                            .iter()
                            .zip(cost)
                            .filter(|(_, n)| *n > 0)
                            .map(|(c, n)| format!("{n} {c}"))
                            .collect();
                        format!(
                            "Save 1 {colour}: pay {}",
                            if pay.is_empty() {
                                "nothing".to_string()
                            } else {
                                pay.join(" + ")
                            }
                        )
                    }
                    _ => format!("Save 1 {colour}"),
                }
            }
            Decision::KeshiColour { count, .. } => {
                format!("{count} {}", colour_sector(lang, colour))
            }
            _ => colour_sector(lang, colour),
        },
        Action::TakeResources { resources: r } => match d {
            Decision::SwapResources if me.is_some_and(|m| m.resources == r) => {
                format!("Keep {r}")
            }
            Decision::SwapResources => format!("Have {r} instead"),
            _ => r.to_string(),
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
                parts.push(plural(dates, "date", "dates"));
            }
            if water > 0 {
                parts.push(format!("{water} water"));
            }
            if dinars > 0 {
                parts.push(plural(dinars, "dinar", "dinars"));
            }
            if points > 0 {
                parts.push(plural(points, "point", "points"));
            }
            if parts.is_empty() {
                "nothing".into()
            } else {
                parts.join(" + ")
            }
        }
        Action::ExtraStep { pay } => match pay {
            StepPayment::Water => "Pay 1 water: one more step".into(),
            StepPayment::Date => "Pay 1 date: one more step".into(),
            StepPayment::Free => "One more step for free (scroll 48)".into(),
        },
        Action::LineBonus { space } => line_space(lang, cat, &view.board.staircase_cover, space),
        Action::RapidBonus { rapid } => match cat.river.rapids.get(rapid as usize) {
            Some(r) => format!(
                "Rapid {} (space {}): {}",
                rapid + 1,
                r.space,
                bonus(lang, r.bonus)
            ),
            None => format!("Rapid {}", rapid + 1),
        },
        Action::ExchangeGoods { colour } => {
            match office_yield(lang, cat, view.board.exchange_office, colour) {
                Some(y) => format!("Exchange 1 {colour} keshi for {y}"),
                None => format!("Exchange 1 {colour} keshi"),
            }
        }
        Action::BuyLuxury { slot } => {
            let free = matches!(d, Decision::FreeLuxury);
            match view.board.luxury.get(slot as usize) {
                Some(Some(id)) if free => format!("Take {} for free", luxury(lang, cat, *id)),
                Some(Some(id)) if carries(view, seat, Stair::Mosque) => {
                    format!("Buy {} (imam: 1 goods keshi less)", luxury(lang, cat, *id))
                }
                Some(Some(id)) => format!("Buy {}", luxury(lang, cat, *id)),
                _ => format!("Buy the luxury good in shop {}", slot + 1),
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
        Action::RefreshScrolls { ty, pay } => format!(
            "Pay {pay}: replace the {} scrolls (then buy one of them)",
            scroll_type(lang, ty)
        ),
        Action::BuyScroll { ty, slot } | Action::TakeScroll { ty, slot } => {
            let verb = if matches!(a, Action::BuyScroll { .. }) {
                "Buy"
            } else {
                "Take"
            };
            match view.board.scrolls[ty.index()].get(slot as usize) {
                Some(Some(id)) => {
                    let (req, cost) = cat
                        .scrolls
                        .iter()
                        .find(|s| s.id == *id)
                        .map(|s| (s.requirement, s.cost))
                        .unwrap_or((0, 0));
                    if verb == "Buy" && carries(view, seat, Stair::Palace) {
                        format!(
                            "Buy {} [{req} sch., {} d. with the sultan]",
                            scroll(lang, cat, *id),
                            cost.saturating_sub(1)
                        )
                    } else if verb == "Buy" {
                        format!("Buy {} [{req} sch., {cost} d.]", scroll(lang, cat, *id))
                    } else {
                        format!("Take {}", scroll(lang, cat, *id))
                    }
                }
                _ => format!(
                    "{verb} the {} scroll in slot {}",
                    scroll_type(lang, ty),
                    slot + 1
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
            if matches!(d, Decision::FreeGate) {
                return format!(
                    "{colour} gate from workshop {}, no dinars ({pts:+} points)",
                    workshop + 1
                );
            }
            format!(
                "{colour} gate from workshop {} for {pay} ({pts:+} points)",
                workshop + 1
            )
        }
        Action::BuildGate { space } => match cat.gate_spaces.get(space as usize) {
            Some(g) => {
                let matched = matches!(d, Decision::BuildGate { colour } if *colour == g.colour);
                format!(
                    "In front of the {} ({} space){}",
                    g.sector.name(),
                    g.colour,
                    if matched { ": colours match" } else { "" }
                )
            }
            None => format!("Gate space {}", space + 1),
        },
        Action::ClaimOasis { slot, pay } => {
            let where_ = cat
                .oasis_slots
                .get(slot as usize)
                .map(|s| format!("{} {}", path(lang, s.path), s.position))
                .unwrap_or_else(|| format!("slot {}", slot + 1));
            match me.and_then(|m| m.oasis_slots.get(slot as usize)) {
                Some(OasisView::Discovered { oasis: o }) => {
                    format!(
                        "Claim {} for {pay} [{where_}]",
                        oasis(lang, cat, *o, classic)
                    )
                }
                _ => format!("Claim the oasis on the {where_} for {pay}"),
            }
        }
        Action::TakeDesertTown { index } => match view.board.towns.get(index as usize) {
            Some(t) => format!("Desert town {}", desert_town(lang, cat, *t, view.edition)),
            None => format!("Desert town {} of the display", index + 1),
        },
        Action::ClaimDesertTown { space } => {
            let at = if space == 0 { "left" } else { "right" };
            match me.and_then(|m| m.towns.get(space as usize).copied().flatten()) {
                Some(t) => format!(
                    "Claim desert town {} for {} [{at} town space]",
                    desert_town(lang, cat, t.town, view.edition),
                    town_cost(lang, cat)
                ),
                None => format!("Claim the desert town on the {at} town space"),
            }
        }
        Action::TakeBonusOasis { index } => match view.board.bonus_oases.get(index as usize) {
            Some(Some(o)) => format!("Take {}", oasis(lang, cat, *o, classic)),
            _ => format!("Take leftover oasis {}", index + 1),
        },
        Action::Accept => match d {
            Decision::StorageKeshi { colour } => {
                format!("Deploy the {}", colour_sector(lang, *colour))
            }
            Decision::CamelBridge { .. } => "Pay the bridge and run on".into(),
            _ => "Yes".into(),
        },
        Action::ReturnKeshi { keshi } => format!("Return {}", board_keshi(lang, keshi, cat)),
        Action::ChooseSector { sector } => format!(
            "{}: {}",
            sector_title(lang, sector),
            sector_action_detail(lang, view, seat, sector)
        ),
        Action::ChooseStair { stair: s } => match d {
            Decision::ChooseStair { then_other, .. } if *then_other > 0 => {
                format!("{} staircase first", stair(lang, s))
            }
            _ => format!("The {} staircase", stair(lang, s)),
        },
        Action::ScoreOasis { index } => match me.and_then(|m| m.storage.get(index as usize)) {
            Some(o) => format!("Score {}", oasis(lang, cat, *o, classic)),
            None => format!("Score stored oasis {}", index + 1),
        },
        Action::Count { n } => match d {
            Decision::ReturnForOasis { resource: r, .. } => {
                format!("Return {n} {}", resource(lang, *r))
            }
            _ => n.to_string(),
        },
        Action::ReturnResource { resource: r } => match d {
            Decision::ReturnResources { points_each } => {
                format!("Return 1 {} for {points_each} points", resource(lang, r))
            }
            _ => format!("Return 1 {}", resource(lang, r)),
        },
        Action::ChooseOption { option } => {
            let face = view.board.river_tiles[(view.season as usize).min(2)];
            river_option(lang, cat, face, option)
        }
        Action::Provision { alternative, pay } => {
            if alternative {
                format!("Scroll 44: pay {pay} (1 dinar + 1 resource per tile)")
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
                    format!("Pay {pay} for {cost} (scroll 33: dates and water for dinars)")
                } else if have.covers(cost) {
                    format!("Pay {cost} in full")
                } else {
                    format!("Cannot pay {cost}: hand in everything and lose {penalty} points")
                }
            }
        }
        Action::Done => match d {
            Decision::ExtraStep { .. } => "Stop moving".into(),
            Decision::Madrasa { .. } => "Stop buying scrolls".into(),
            Decision::Medina => "Stop buying gates".into(),
            Decision::Sahara | Decision::ClaimFreeOases { .. } => "Stop claiming oases".into(),
            Decision::StorageKeshi { .. } => "Leave it (it goes back to the supply)".into(),
            Decision::StorageExchange => "Do not exchange".into(),
            Decision::Souk { .. } => "Stop (souk)".into(),
            Decision::ReturnResources { .. } => "Stop returning resources".into(),
            Decision::FreeScroll => "Take no scroll".into(),
            Decision::FreeLuxury => "Take no luxury good".into(),
            Decision::ChooseSectorAction => "Perform no sector action".into(),
            Decision::FreeGate => "Take no city gate".into(),
            Decision::DiscountedOasis { .. } => "Claim no oasis".into(),
            Decision::CamelBridge { .. } => {
                "Stop before the bridge (the other steps are lost)".into()
            }
            Decision::CamelRewards => "Buy no more rewards".into(),
            Decision::ClaimKeshis => "Let the nomad go".into(),
            Decision::ProvisionNomadMove => "Move no nomad".into(),
            Decision::ProvisionExchange { .. } => "Do not exchange".into(),
            Decision::LibraryStack { .. } => "Search no stack".into(),
            Decision::LibraryScroll { .. } => "Take no scroll".into(),
            Decision::PavilionLuxury => "Take no tajine".into(),
            _ => "Done".into(),
        },
        Action::ToBoard => match d {
            Decision::KeshiDestination { colour } => {
                format!("Deploy the {}", colour_sector(lang, *colour))
            }
            _ => "On the board".into(),
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
                Some(n) => format!("Into the spectator area: the camel runs {n}"),
                None => "Into the spectator area".into(),
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
            let mut paid: Vec<&str> = keshis.iter().map(|c| c.name()).collect();
            if matches!(a, Action::BuyCamelRewardWithNomad { .. }) {
                paid.push("nomad");
            }
            match face.and_then(|f| f.offers.get(offer as usize).copied()) {
                Some(o) => format!("{} (pay {})", o.reward, paid.join(" + ")),
                None => format!("Reward {} (pay {})", offer + 1, paid.join(" + ")),
            }
        }
        Action::SearchStack { stack } => format!("Search stack {}", stack + 1),
        Action::TakeScrollFromStack { scroll: id } => format!("Take {}", scroll(lang, cat, id)),
        Action::TakeLuxuryFromStack { luxury: id, pay } => {
            let paid: Vec<String> = Colour::GOODS
                .iter()
                .zip(pay)
                .filter(|(_, n)| *n > 0)
                .map(|(c, n)| format!("{n} {}", c.name()))
                .collect();
            let paid = if paid.is_empty() {
                "nothing".to_string()
            } else {
                paid.join(" + ")
            };
            format!("Take {} (pay {paid})", luxury(lang, cat, id))
        }
        Action::DiscardCamelDung => {
            "Discard 1 dung (pay 1 spectator of the tile's dung colour)".into()
        }
        Action::SplitSteps {
            river,
            palace,
            mosque,
        } => {
            let parts: Vec<String> = [(river, "river"), (palace, "palace"), (mosque, "mosque")]
                .into_iter()
                .filter(|(n, _)| *n > 0)
                .map(|(n, t)| format!("{n} {t}"))
                .collect();
            format!("Steps: {}", parts.join(", "))
        }
        Action::ClaimNomad => {
            let cost = cat.nomads.as_ref().map(|d| d.cost.value);
            match cost {
                Some(c) => format!("Take the nomad (pay {c})"),
                None => "Take the nomad".into(),
            }
        }
        Action::PlaceNomad { spot } => {
            format!("Nomad to {}", crate::decision::nomad_spot(lang, spot, cat))
        }
        Action::MoveSpectatorNomad { to } => {
            let cost = cat.nomads.as_ref().map(|d| d.move_cost.value);
            let free = matches!(d, Decision::ProvisionNomadMove);
            format!(
                "Move the nomad from the spectator area to {}{}",
                crate::decision::nomad_spot(lang, to, cat),
                cost.filter(|_| !free)
                    .map(|c| format!(" (pay {c})"))
                    .unwrap_or_default()
            )
        }
        Action::MoveNomad { from, to } => {
            let cost = cat.nomads.as_ref().map(|d| d.move_cost.value);
            let free = matches!(d, Decision::ProvisionNomadMove);
            format!(
                "Move the nomad from {} to {}{}",
                crate::decision::nomad_spot(lang, from, cat),
                crate::decision::nomad_spot(lang, to, cat),
                cost.filter(|_| !free)
                    .map(|c| format!(" (pay {c})"))
                    .unwrap_or_default()
            )
        }
        Action::KeepBuilding { building } => {
            let front =
                view.modules.special_buildings == Some(marrakesh_engine::BuildingSide::Front);
            match cat
                .special_buildings
                .as_ref()
                .and_then(|d| d.building(building))
            {
                Some(b) => format!("Keep the {}", b.description(front)),
                None => format!("Keep building {building}"),
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
                    format!(
                        "Take {text} for {dates} date{}",
                        if dates == 1 { "" } else { "s" }
                    )
                }
                _ => format!("Keep {text}"),
            }
        }
        Action::TakeLuxury { luxury: id } => format!("Take {} for free", luxury(lang, cat, id)),
        Action::KeepProvisionTiles { tiles } => {
            let names: Vec<String> = tiles.iter().map(|t| provision(lang, cat, *t)).collect();
            format!("Keep provision tiles {}", names.join(", "))
        }
        Action::SwapStorageKeshi { space, colour } => format!(
            "Exchange the keshi on storage space {} for a {} one",
            space + 1,
            colour.name()
        ),
        Action::ReturnSpectator { colour } => {
            format!("Return a {} keshi from your spectator area", colour.name())
        }
        Action::Spectate { colour } => {
            format!(
                "A {} keshi into your spectator area (the camel does not move)",
                colour.name()
            )
        }
    }
}
