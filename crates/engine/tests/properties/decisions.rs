//! The pending decision and its listed actions checked against the rules.

use crate::*;

/// The listed actions of a decision agree with the rules as the books and
/// rulings state them (a re-derivation, not the engine's code).
pub(crate) fn rule_checks(
    g: &Game,
    p: PlayerId,
    d: Decision,
    legal: &[Action],
) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let pl = st.player(p);
    let listed: HashSet<Action> = legal.iter().copied().collect();
    let who = format!("player {p} deciding {d:?}");
    match d {
        Decision::ClaimKeshis => {
            // R28: "chooses one color and takes up to 2 keshis of this
            // color": both when two are there and both fit, one only when one
            // is left or there is room for one only (R12, R13, R16).
            let most = |c: Colour| (st.display[c.index()] as u32).min(room(st, p, c)).min(2);
            let mut expect = HashSet::new();
            for c in Colour::ALL {
                if most(c) > 0 {
                    expect.insert(Action::Claim {
                        colour: c,
                        count: most(c) as u8,
                    });
                }
            }
            // Scroll 61: "You may always claim 2 keshis of your choice ...
            // They can be of the same color or of different colors.
            // Exception: If only 1 keshi is left or you may not claim 2 ...
            // you can and may claim 1 keshi only."
            if pl.has(Perk::ClaimAnyTwo) {
                for (i, a) in Colour::ALL.iter().enumerate() {
                    for b in &Colour::ALL[i + 1..] {
                        if most(*a) > 0 && most(*b) > 0 {
                            expect.insert(Action::ClaimPair {
                                first: *a,
                                second: *b,
                            });
                        }
                    }
                }
                let two = |a: &Action| !matches!(a, Action::Claim { count: 1, .. });
                if expect.iter().any(two) {
                    expect.retain(two);
                }
            }
            // Nomads: "entweder 1-2 Keshis einer Farbe oder den
            // Nomaden-Keshi".
            let keshis = !expect.is_empty();
            expect.extend(crate::nomads::nomad_claims(st, p, keshis));
            ensure!(
                listed == expect,
                "{who}: claims {listed:?}, the rules allow {expect:?} (base {:?}, held {:?})",
                st.display,
                pl.held
            );
        }
        Decision::UseAssistant => {
            // a) a new keshi if there is room (any goods colour in the souk),
            // b) the sector action (R5: the main square needs an entertainer).
            let mut expect = HashSet::new();
            for (i, sector) in pl.assistants.iter().enumerate() {
                if pl.assistants_used & (1 << i) != 0 {
                    continue;
                }
                let sector = *sector;
                if sector != Sector::MainSquare || pl.entertainers != 0 {
                    expect.insert(Action::UseAssistant {
                        sector,
                        option: AssistantOption::SectorAction,
                    });
                }
                let colours: Vec<Colour> = match sector.colour() {
                    None => Colour::GOODS.to_vec(),
                    Some(c) => vec![c],
                };
                for colour in colours {
                    if room(st, p, colour) > 0 {
                        expect.insert(Action::UseAssistant {
                            sector,
                            option: AssistantOption::NewKeshi { colour },
                        });
                    }
                }
            }
            // Nomads: moves "bevor der aktive Spieler seine Assistenten
            // nutzt".
            expect.extend(crate::nomads::nomad_moves(st, p));
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the rules allow {expect:?}"
            );
            ensure!(
                (0..st.num_players).all(|q| st.player(q).held_total() == 0),
                "{who}: keshis still set aside when an assistant is used"
            );
        }
        Decision::PlaceWildAssistant => {
            let mut expect = HashSet::new();
            for sector in Sector::ALL {
                let here = pl.assistants.iter().filter(|s| **s == sector).count();
                if here < if sector == Sector::Souk { 3 } else { 1 } {
                    expect.insert(Action::PlaceAssistant { sector });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::Madrasa { scholars, must_buy } => {
            // Module 2: "each scroll bought costs exactly 1 date less" with
            // the sultan.
            let sultan = u16::from(carries(st, p, Stair::Palace));
            let scroll_dates = |cost: u8| (cost as u16).saturating_sub(sultan);
            // Every scroll on display the rules allow is listed.
            for ty in ScrollType::ALL {
                for (slot, id) in st.scrolls[ty.index()].face_up.iter().enumerate() {
                    let Some(id) = id else { continue };
                    let def = cat.scroll(*id);
                    let a = Action::BuyScroll {
                        ty,
                        slot: slot as u8,
                    };
                    if def.requirement <= scholars
                        && pl.resources.dates >= scroll_dates(def.cost)
                        && must_buy.is_none_or(|m| m == ty)
                    {
                        ensure!(
                            listed.contains(&a),
                            "{who}: {a:?} (scroll {id}: {} scholars, {} dates) not listed",
                            def.requirement,
                            scroll_dates(def.cost)
                        );
                    }
                }
            }
            ensure!(
                scholars <= pl.markers[Sector::Madrasa.index()],
                "{who}: more scholars than deployed"
            );
            for a in legal {
                match *a {
                    Action::BuyScroll { ty, slot } => {
                        let id = st.scrolls[ty.index()]
                            .face_up
                            .get(slot as usize)
                            .copied()
                            .flatten();
                        let Some(id) = id else {
                            return Err(format!("{who}: {a:?} but no scroll there"));
                        };
                        let def = cat.scroll(id);
                        ensure!(
                            def.requirement <= scholars
                                && pl.resources.dates >= scroll_dates(def.cost)
                                && must_buy.is_none_or(|m| m == ty),
                            "{who}: {a:?} (scroll {id} needs {} scholars, {} dates)",
                            def.requirement,
                            scroll_dates(def.cost)
                        );
                    }
                    Action::RefreshScrolls { ty, pay } => {
                        // R4: only when a scroll of that type could be bought
                        // afterwards (all scrolls of a type have the same terms).
                        let terms = cat.scrolls.iter().find(|s| s.ty == ty);
                        let can_buy = terms.is_some_and(|t| {
                            t.requirement <= scholars
                                && pl.resources.dates.saturating_sub(pay.dates)
                                    >= scroll_dates(t.cost)
                        });
                        ensure!(
                            must_buy.is_none()
                                && !pl.refreshed_this_round
                                && !pl.bought_scroll_this_round
                                && pay.total() == 1
                                && pl.resources.covers(pay)
                                && can_buy,
                            "{who}: {a:?} listed"
                        );
                    }
                    Action::Done => ensure!(must_buy.is_none(), "{who}: may stop after a refresh"),
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::Souk { mode } => {
            // Module 2: with the imam "each luxury good bought costs exactly
            // 1 goods keshi (any) less".
            let imam =
                u16::from(carries(st, p, Stair::Mosque)) + provision_luxury_discount(cat, st, p);
            let buying = match mode {
                SoukMode::Start => true,
                SoukMode::Buying => pl.has(Perk::SeveralLuxuryGoods),
                SoukMode::Exchanging => false,
            };
            for (slot, id) in st.luxury.face_up.iter().enumerate() {
                let Some(id) = id else { continue };
                let cost = cat.luxury(*id).cost;
                let short: u16 = (0..3)
                    .map(|k| (cost[k] as u16).saturating_sub(pl.goods[k]))
                    .sum();
                let a = Action::BuyLuxury { slot: slot as u8 };
                // A hunting falcon also asks for a keshi of the board.
                let keshi = crate::expansion_goods_tiles::falcon_keshi_ok(g, p, *id);
                let imam = imam + date_store_discount(cat, st, p, *id);
                ensure!(
                    listed.contains(&a) == (buying && short <= imam && keshi),
                    "{who}: {a:?} listed {} (costs {cost:?}, goods {:?}, imam {imam})",
                    listed.contains(&a),
                    pl.goods
                );
            }
            for a in legal {
                match *a {
                    Action::BuyLuxury { .. } => {}
                    Action::ExchangeGoods { colour } => ensure!(
                        colour.goods_index().is_some_and(|k| pl.goods[k] > 0),
                        "{who}: {a:?} with goods {:?}",
                        pl.goods
                    ),
                    Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::Medina => {
            for a in legal {
                match *a {
                    Action::BuyGate {
                        workshop,
                        colour,
                        pay,
                    } => {
                        let w = workshop as usize;
                        let mut price = cat.workshops[w].price as u16;
                        if pl.has(Perk::GateDiscount) {
                            price = price.saturating_sub(1);
                        }
                        ensure!(
                            pl.watchtower > 0
                                && pl.gates.iter().any(|g| g.is_none())
                                && st.workshops[w][colour.index()] > 0
                                && pay.total() == price
                                && pl.resources.covers(pay),
                            "{who}: {a:?} listed (price {price}, watchtower {})",
                            pl.watchtower
                        );
                    }
                    Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
        }
        Decision::BuildGate { .. } => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::BuildGate { space } if pl.gates[space as usize].is_none()),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::Sahara | Decision::ClaimFreeOases { .. } => {
            for a in legal {
                match *a {
                    Action::ClaimOasis { slot, pay } => ensure!(
                        pl.oasis_slots[slot as usize].status == OasisStatus::Discovered
                            && pl.resources.covers(pay),
                        "{who}: {a:?} listed for {:?}",
                        pl.oasis_slots[slot as usize]
                    ),
                    Action::ClaimDesertTown { .. } | Action::Done => {}
                    _ => return Err(format!("{who}: {a:?} listed")),
                }
            }
            // Module 5: "When claiming a desert town with a Sahara sector
            // action, the player must pay a set of 3 goods keshis (yellow +
            // orange + purple)"; scroll 62 "CANNOT claim a desert town";
            // town 12: "You must have at least 1 uncommitted guard keshi".
            let towns: HashSet<Action> = listed
                .iter()
                .filter(|a| matches!(a, Action::ClaimDesertTown { .. }))
                .copied()
                .collect();
            let gate_town = |town: u8| {
                cat.desert_towns
                    .iter()
                    .any(|t| t.id == town && t.effect == DesertTownEffect::TakeGate)
            };
            let mut expect = HashSet::new();
            if d == Decision::Sahara && pl.goods.iter().all(|&g| g >= 1) {
                for (space, slot) in pl.towns.iter().enumerate() {
                    if slot.is_some_and(|t| !t.claimed && (pl.watchtower > 0 || !gate_town(t.town)))
                    {
                        expect.insert(Action::ClaimDesertTown { space: space as u8 });
                    }
                }
            }
            ensure!(
                towns == expect,
                "{who}: town claims {towns:?}, the rules allow {expect:?} (towns {:?}, goods {:?})",
                pl.towns,
                pl.goods
            );
        }
        Decision::LuxuryDiscount { slot } => {
            // "1 goods keshi (any) less": any colour the good costs, as long
            // as the rest can be paid.
            // A hard provision tile likewise; with both, 2 less.
            // The date store too, for a kind not owned yet.
            let Some(Some(id)) = st.luxury.face_up.get(slot as usize) else {
                return Err(format!("{who}: no luxury good in slot {slot}"));
            };
            let discount = u16::from(carries(st, p, Stair::Mosque))
                + provision_luxury_discount(cat, st, p)
                + date_store_discount(cat, st, p, *id);
            ensure!(
                discount > 0,
                "{who} without the imam, a provision tile or the date store"
            );
            // One keshi is saved per decision: what is still due after the
            // keshis saved so far, with the discounts left.
            let mut cost = cat.luxury(*id).cost;
            for (c, s) in cost.iter_mut().zip(pl.luxury_saved) {
                *c = c.saturating_sub(s);
            }
            let saved: u16 = pl.luxury_saved.iter().map(|&s| u16::from(s)).sum();
            ensure!(saved < discount, "{who}: every discount already used");
            let left = discount - saved;
            let mut expect = HashSet::new();
            for (k, colour) in Colour::GOODS.iter().enumerate() {
                let short: u16 = (0..3)
                    .map(|j| {
                        (cost[j] as u16)
                            .saturating_sub(u16::from(j == k))
                            .saturating_sub(pl.goods[j])
                    })
                    .sum();
                let affordable = cost[k] > 0 && short < left;
                if cost[k] > 0 && affordable {
                    expect.insert(Action::ChooseColour { colour: *colour });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the rules allow {expect:?} (cost {cost:?}, goods {:?})",
                pl.goods
            );
        }
        Decision::ChooseDesertTown { space } => {
            // "they choose one of the desert towns from the display ...
            // placed on a free desert-town space".
            ensure!(
                st.modules.desert_towns && space < 2 && pl.towns[space as usize].is_none(),
                "{who}: town space {space} holds {:?}",
                pl.towns.get(space as usize)
            );
            let expect: HashSet<Action> = (0..st.towns.len())
                .map(|index| Action::TakeDesertTown { index: index as u8 })
                .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, the display is {:?}",
                st.towns
            );
        }
        Decision::FreeScroll => {
            // Town 10: "take 1 scroll of your choice from the display. You do
            // not have to meet the requirement nor do you have to pay".
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for ty in ScrollType::ALL {
                for (slot, id) in st.scrolls[ty.index()].face_up.iter().enumerate() {
                    if id.is_some() {
                        expect.insert(Action::TakeScroll {
                            ty,
                            slot: slot as u8,
                        });
                    }
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::FreeLuxury => {
            // Town 11: "take 1 luxury good of your choice from the display.
            // You do not have to pay any goods keshis."
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for (slot, id) in st.luxury.face_up.iter().enumerate() {
                if id.is_some_and(|id| crate::expansion_goods_tiles::falcon_keshi_ok(g, p, id)) {
                    expect.insert(Action::BuyLuxury { slot: slot as u8 });
                }
            }
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::FreeGate => {
            // Town 12: "You may take 1 city gate of your choice and build it
            // ... You do not pay dinars"; it needs an uncommitted guard.
            let mut expect = HashSet::from([Action::Done]);
            for (w, stock) in st.workshops.iter().enumerate() {
                for colour in Colour::ALL {
                    if stock[colour.index()] > 0 {
                        expect.insert(Action::BuyGate {
                            workshop: w as u8,
                            colour,
                            pay: Resources::ZERO,
                        });
                    }
                }
            }
            ensure!(
                pl.watchtower > 0 && pl.gates.iter().any(|g| g.is_none()),
                "{who}: a free gate without a guard on the watchtower"
            );
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::StorageExchange => {
            // "return any 1 keshi deployed on their player board" except
            // goods keshis, guards committed to gates and caravans (R1:
            // Essential none; Classic none next to a discovered or claimed
            // oasis, so with module 5 the one next to a desert town only).
            let mut expect: HashSet<Action> = HashSet::from([Action::Done]);
            for sector in Sector::ALL.iter().copied().filter(|s| s.has_marker()) {
                if pl.markers[sector.index()] > 0 {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::Marker { sector },
                    });
                }
            }
            for field in 0..8u8 {
                if pl.entertainers & (1 << field) != 0 {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::Entertainer { field },
                    });
                }
            }
            if pl.watchtower > 0 {
                expect.insert(Action::ReturnKeshi {
                    keshi: BoardKeshi::Guard,
                });
            }
            for sector in Sector::SCORING {
                if pl.has_vendor(sector) {
                    expect.insert(Action::ReturnKeshi {
                        keshi: BoardKeshi::WaterVendor { sector },
                    });
                }
            }
            if st.edition == Edition::Classic && st.modules.desert_towns {
                for (k, path) in [SaharaPath::Left, SaharaPath::Right]
                    .into_iter()
                    .enumerate()
                {
                    if pl.caravans[k] == 4 {
                        expect.insert(Action::ReturnKeshi {
                            keshi: BoardKeshi::Caravan { path },
                        });
                    }
                }
            }
            // Nomads: a nomad has no colour to give back.
            expect.retain(|a| match a {
                Action::ReturnKeshi { keshi } => crate::nomads::coloured(pl, *keshi),
                _ => true,
            });
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::LineBonus { line, picks, taken } => {
            // R7: the line between the segments the two pawns stand in.
            let seg = |s: Stair| cat.segment(pl.stairs[s.index()]);
            let here = cat.line(seg(Stair::Palace), seg(Stair::Mosque));
            let Some(l) = cat.lines.get(line as usize) else {
                return Err(format!("{who}: no line {line}"));
            };
            // (Scroll 63's second pick stays on the line of the crossing.)
            ensure!(
                taken != 0 || l.spaces == here.spaces,
                "{who}: line {line}, but the pawns stand on {:?}",
                pl.stairs
            );
            ensure!(picks >= 1, "{who}: no pick left");
            let expect: HashSet<Action> = l
                .spaces
                .iter()
                .filter(|sp| taken & (1 << **sp) == 0)
                .map(|&space| Action::LineBonus { space })
                .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?}, expected {expect:?}"
            );
        }
        Decision::PlaceEntertainer => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::PlaceEntertainer { field } if pl.entertainers & (1 << field) == 0),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::PlaceCaravan => {
            let caps = path_caps(st);
            let expect: HashSet<Action> =
                [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
                    .into_iter()
                    .enumerate()
                    .filter(|(k, _)| pl.caravans[*k] < caps[*k])
                    .map(|(_, path)| Action::PlaceCaravan { path })
                    .collect();
            ensure!(
                listed == expect,
                "{who}: listed {listed:?} with caravans {:?}, the rules allow {expect:?}",
                pl.caravans
            );
        }
        Decision::PlaceWaterVendor => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::PlaceWaterVendor { sector }
                        if sector != Sector::Souk && !pl.has_vendor(sector)),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::DeployHeldKeshi => {
            for a in legal {
                ensure!(
                    matches!(*a, Action::DeployHeld { colour } if pl.held[colour.index()] > 0),
                    "{who}: {a:?} listed with held {:?}",
                    pl.held
                );
            }
        }
        Decision::ExtraStep {
            track: Track::River,
            ..
        } => {
            for a in legal {
                ensure!(
                    *a == Action::Done
                        || (*a
                            == Action::ExtraStep {
                                pay: StepPayment::Water
                            }
                            && pl.resources.water > 0),
                    "{who}: {a:?} listed"
                );
            }
        }
        Decision::ChooseSectorAction => {
            ensure!(
                pl.entertainers != 0
                    || !listed.contains(&Action::ChooseSector {
                        sector: Sector::MainSquare
                    }),
                "{who}: the main square without an entertainer (R5)"
            );
        }
        Decision::RiverTileOption => {
            ensure!(
                st.season == 2,
                "{who}: a two-option river tile before season 3 (R9)"
            );
        }
        _ => {}
    }
    Ok(())
}
