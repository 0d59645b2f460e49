//! One action: the events account for every change of scores, resources and keshis; what only grows never shrinks.

use crate::*;

/// Keshis on seat `p`'s board outside the souk (water vendors included,
/// scroll 57's souk vendor not); the Paschabot's rows.
pub(crate) fn board_keshis(st: &State, p: PlayerId) -> i32 {
    let pl = st.player(p);
    let own = match st.pascha.filter(|_| p == PASCHABOT) {
        Some(pb) => pb.rows.iter().map(|&x| x as i32).sum::<i32>(),
        None => Sector::ALL
            .iter()
            .filter(|s| **s != Sector::Souk)
            .map(|s| pl.sector_keshis(*s) as i32)
            .sum::<i32>(),
    };
    own + pl.water_vendors.count_ones() as i32
}

/// Checks of one action's effect: the events account for every change of
/// scores, resources and keshis, and what only grows does not shrink.
/// `(actor, d, a)`: the action applied and the decision it answered.
pub(crate) fn transition(
    prev: &State,
    g: &Game,
    events: &[Event],
    (actor, d, a): (PlayerId, Decision, Action),
) -> Result<(), String> {
    let a_ = a;
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    let mut score = [[0i32; ScoreCategory::COUNT]; 4];
    let mut res = [[0i32; 3]; 4];
    let mut board = [0i32; 4];
    let mut goods = [[0i32; 3]; 4];
    // Module 2: who carries the sultan and the imam, event by event.
    let mut carrier = [None; 2];
    if prev.modules.imam_sultan {
        carrier = [prev.figures[0].carrier, prev.figures[1].carrier];
    }
    // Luxury goods bought with the imam's discount of 1 goods keshi: (cost,
    // the colour chosen if the player chose).
    let mut discounts: Vec<Vec<([u8; 3], Option<Colour>)>> = vec![Vec::new(); 4];
    // Goods keshis the Paschabot paid for luxury goods (jokers: only the
    // count).
    let mut bot_paid = 0i32;
    // Desert town 11 (a hunting falcon taken so: once its keshi is back).
    // Special buildings, the pavilion: "darf sich kostenfrei 1 Luxusware
    // "Tajine" aussuchen und nehmen."
    let mut free_luxury = matches!(
        d,
        Decision::FreeLuxury | Decision::FalconKeshi { free: true, .. } | Decision::PavilionLuxury
    );
    // Camel race: a luxury good taken from a searched stack costs what the
    // action pays ("3 Waren-Keshis weniger als verlangt"), paid at once (a
    // hunting falcon is then taken as desert town 11's, once its keshi is
    // back).
    if let (Decision::StackSearched { .. }, Action::TakeLuxuryFromStack { pay, .. }) = (d, a) {
        for (k, n) in pay.iter().enumerate() {
            goods[actor as usize][k] -= *n as i32;
        }
        free_luxury = true;
    }
    // The same when the searched stack leaves one way to take a good: the
    // engine takes it at once (the goods paid are the cost less the
    // search's discount, in the colours the good costs).
    let mut auto_take = match (d, a) {
        (Decision::StackSearched { .. }, _) => None,
        _ => events.iter().find_map(|e| match e {
            Event::StackSearched {
                player,
                search: StackSearch::LuxuryGood { discount },
                ..
            } if *player == actor => Some(*discount),
            _ => None,
        }),
    };
    let mut brown_removed = [0u32; 4];
    let r3 = |r: &Resources| [r.water as i32, r.dates as i32, r.dinars as i32];
    for (i, e) in events.iter().enumerate() {
        let removed_later = |q: PlayerId| {
            events[i..]
                .iter()
                .any(|x| matches!(x, Event::KeshiRemoved { player, .. } if *player == q))
        };
        match e {
            Event::Provisioned {
                player,
                paid,
                penalty,
            } if !prev.player(*player).has(Perk::ProvisionAlternative) => {
                // "If a player cannot pay the required resources shown on all
                // their provision tiles, they must pay all of their resources
                // ... and lose all points shown on their activated tiles."
                ensure!(
                    !is_paschabot(st, *player),
                    "the Paschabot provisions: {e:?} (\"Der Paschabot muss sich nicht um die \
                     Versorgung der Bewohner kümmern\")"
                );
                let q = *player as usize;
                let mut need = Resources::ZERO;
                let mut points = 0i16;
                for t in prev.players[q].provision.iter().filter(|t| t.active) {
                    need.add(cat.provision(t.tile).cost);
                    points += cat.provision(t.tile).penalty as i16;
                }
                let r0 = prev.players[q].resources;
                let had = [
                    r0.water as i32 + res[q][0],
                    r0.dates as i32 + res[q][1],
                    r0.dinars as i32 + res[q][2],
                ];
                // The payment's own event came just before.
                let before = Resources::new(
                    (had[0] + paid.water as i32) as u16,
                    (had[1] + paid.dates as i32) as u16,
                    (had[2] + paid.dinars as i32) as u16,
                );
                // Scroll 33: "you may use dates and water instead of dinar
                // whenever you have to pay a cost".
                // (Bought by the very action that ended the season, too.)
                let swap = prev.player(*player).has(Perk::DatesAndWaterAsDinars)
                    || st.player(*player).has(Perk::DatesAndWaterAsDinars);
                let spare = |have: &Resources| {
                    have.water.saturating_sub(need.water) + have.dates.saturating_sub(need.dates)
                };
                let can_pay = before.covers(need)
                    || (swap
                        && before.water >= need.water
                        && before.dates >= need.dates
                        && before.dinars + spare(&before) >= need.dinars);
                if can_pay {
                    let valid = *paid == need
                        || (swap
                            && paid.water >= need.water
                            && paid.dates >= need.dates
                            && paid.dinars <= need.dinars
                            && paid.dinars + spare(paid) == need.dinars);
                    ensure!(
                        valid && *penalty == 0,
                        "{e:?}: had {before:?}, needed {need:?} (scroll 33: {swap})"
                    );
                } else {
                    ensure!(
                        *paid == before && *penalty == points,
                        "{e:?}: had {before:?}, needed {need:?}, penalty {points}"
                    );
                }
            }
            Event::KeshiReturned { player, colour } if !removed_later(*player) => {
                // R13: only a keshi for a complete sector goes back.
                ensure!(
                    free_spaces(st, *player, *colour) == 0,
                    "{e:?} but the {} has room",
                    colour.sector().map(|s| s.name()).unwrap_or("board")
                );
            }
            Event::LeftoverReturned { colours }
                if !events[i..]
                    .iter()
                    .any(|x| matches!(x, Event::KeshiRemoved { .. })) =>
            {
                // R11: keshis stay in the base while anybody may claim them.
                for q in 0..n {
                    for c in Colour::ALL {
                        ensure!(
                            colours[c.index()] == 0 || room(st, q as u8, c) == 0,
                            "{e:?} but player {q} has room for {c}"
                        );
                    }
                }
            }
            Event::Scored {
                player,
                points,
                category,
            } => {
                ensure!(*points != 0, "an event scores 0 points: {e:?}");
                ensure!(
                    !(lazy_bot(st) && *player == PASCHABOT),
                    "the lazy Paschabot scores: {e:?}"
                );
                score[*player as usize][category.index()] += *points as i32;
            }
            Event::ResourcesGained { player, resources } => {
                // 003: "Der Paschabot erhält keine Ressourcen ... stattdessen
                // 1 Punkt je erhaltener Ressource".
                ensure!(
                    !is_paschabot(st, *player),
                    "the Paschabot gains resources: {e:?}"
                );
                for (k, v) in r3(resources).iter().enumerate() {
                    res[*player as usize][k] += v;
                }
            }
            Event::ResourcesPaid { player, resources } => {
                ensure!(
                    !is_paschabot(st, *player),
                    "the Paschabot pays resources: {e:?}"
                );
                for (k, v) in r3(resources).iter().enumerate() {
                    res[*player as usize][k] -= v;
                }
            }
            Event::KeshiDeployed {
                player,
                colour,
                sector,
            }
            | Event::KeshiRemoved {
                player,
                colour,
                sector,
            } => {
                let sign = if matches!(e, Event::KeshiDeployed { .. }) {
                    1
                } else {
                    -1
                };
                ensure!(
                    colour.sector() == Some(*sector)
                        || (*colour == Colour::Red && *sector != Sector::Souk),
                    "a {colour} keshi in the {sector}: {e:?}"
                );
                ensure!(
                    !(lazy_bot(st) && *player == PASCHABOT),
                    "the lazy Paschabot deploys (its keshis go back to the supply): {e:?}"
                );
                if sign < 0 && *colour == Colour::Brown {
                    brown_removed[*player as usize] += 1;
                }
                match colour.goods_index() {
                    Some(k) => goods[*player as usize][k] += sign,
                    None => board[*player as usize] += sign,
                }
            }
            // Nomads: a nomad on a keshi or water-vendor space is one
            // more keshi on the board; a moved one leaves its space first.
            Event::NomadDeployed { player, .. } => board[*player as usize] += 1,
            Event::NomadMoved { player, .. } => board[*player as usize] -= 1,
            Event::GoodsExchanged { player, colour } => {
                let Some(k) = colour.goods_index() else {
                    return Err(format!("{colour} exchanged as goods: {e:?}"));
                };
                goods[*player as usize][k] -= 1;
            }
            Event::FigureMoved {
                stair, carrier: c, ..
            } => {
                ensure!(prev.modules.imam_sultan, "{e:?} without module 2");
                carrier[stair.index()] = *c;
            }
            Event::LuxuryBought { player, luxury } => {
                let cost = cat.luxury(*luxury).cost;
                let total: i32 = cost.iter().map(|&c| c as i32).sum();
                let q = *player as usize;
                if is_paschabot(st, *player) {
                    // 003: goods are jokers ("nur die Anzahl, nicht die Farbe");
                    // R20: with the sultan 1 goods keshi less.
                    let sultan = carrier[Stair::Palace.index()] == Some(PASCHABOT);
                    bot_paid += total - i32::from(sultan && total > 0);
                } else if free_luxury && *player == actor {
                    // Desert town 11: "You do not have to pay any goods
                    // keshis."
                    free_luxury = false;
                } else if let Some(discount) = auto_take.take().filter(|_| *player == actor) {
                    for (k, c) in cost.iter().enumerate() {
                        goods[q][k] -= *c as i32;
                    }
                    for _ in 0..(discount as i32).min(total) {
                        discounts[q].push((cost, None));
                    }
                } else {
                    for (k, c) in cost.iter().enumerate() {
                        goods[q][k] -= *c as i32;
                    }
                    let imam = carrier[Stair::Mosque.index()] == Some(*player);
                    let tile = provision_luxury_discount(cat, prev, *player)
                        + date_store_discount(cat, prev, *player, *luxury);
                    for _ in 0..tile.min(total as u16) {
                        discounts[q].push((cost, None));
                    }
                    if imam && total > tile as i32 {
                        let chosen = match (d, a) {
                            (Decision::LuxuryDiscount { .. }, Action::ChooseColour { colour })
                                if *player == actor =>
                            {
                                Some(colour)
                            }
                            _ => None,
                        };
                        discounts[q].push((cost, chosen));
                    }
                }
                ensure!(
                    st.player(*player).luxury_ids().any(|l| l == *luxury),
                    "{e:?} but the good is not owned"
                );
            }
            Event::ScrollTaken { player, scroll } => ensure!(
                st.player(*player).scrolls.contains(*scroll) && !is_paschabot(st, *player),
                "{e:?} but the scroll is not owned"
            ),
            Event::OasisClaimed {
                player,
                oasis,
                storage,
            } => ensure!(
                st.player(*player).storage.get(*storage as usize) == Some(oasis),
                "{e:?} but the storage holds {:?}",
                st.player(*player).storage
            ),
            Event::GateBuilt {
                player,
                colour,
                space,
                ..
            } => ensure!(
                st.player(*player).gates.get(*space as usize) == Some(&Some(*colour)),
                "{e:?} but the gates are {:?}",
                st.player(*player).gates
            ),
            Event::DesertTownTaken { player, town } => {
                ensure!(
                    prev.towns.iter().any(|t| t == town)
                        && !st.towns.iter().any(|t| t == town)
                        && st
                            .player(*player)
                            .towns
                            .iter()
                            .flatten()
                            .any(|t| t.town == *town),
                    "{e:?}: display {:?} -> {:?}, town spaces {:?}",
                    prev.towns,
                    st.towns,
                    st.player(*player).towns
                );
            }
            Event::DesertTownClaimed { player, town } => {
                // "pay a set of 3 goods keshis (yellow + orange + purple) and
                // flip the town to its day side".
                ensure!(!is_paschabot(st, *player), "the Paschabot claims {e:?}");
                let before = prev.player(*player).towns;
                let after = st.player(*player).towns;
                let k = before
                    .iter()
                    .position(|t| t.is_some_and(|t| t.town == *town && !t.claimed));
                ensure!(
                    k.is_some_and(|k| after[k].is_some_and(|t| t.town == *town && t.claimed)),
                    "{e:?}: town spaces {before:?} -> {after:?}"
                );
                for g in goods[*player as usize].iter_mut() {
                    *g -= 1;
                }
            }
            _ => {}
        }
    }
    let scoring = matches!(
        st.phase,
        Phase::SeasonScoring | Phase::ProvisionReveal | Phase::GameOver
    ) || st.season != prev.season;
    for p in 0..n {
        let (a, b) = (&prev.players[p], &st.players[p]);
        let who = format!("player {p}");
        let bot = is_paschabot(st, p as PlayerId);
        for c in ScoreCategory::ALL {
            let d = b.score_by[c.index()] as i32 - a.score_by[c.index()] as i32;
            ensure!(
                d == score[p][c.index()],
                "{who}: {c:?} points changed by {d}, the events say {}",
                score[p][c.index()]
            );
        }
        let d = [
            b.resources.water as i32 - a.resources.water as i32,
            b.resources.dates as i32 - a.resources.dates as i32,
            b.resources.dinars as i32 - a.resources.dinars as i32,
        ];
        ensure!(
            d == res[p],
            "{who}: resources changed by {d:?} (water, dates, dinars), the events say {:?}",
            res[p]
        );
        let d = board_keshis(st, p as PlayerId) - board_keshis(prev, p as PlayerId);
        ensure!(
            d == board[p],
            "{who}: {d:+} keshis on the board, the events say {:+}",
            board[p]
        );
        let delta: Vec<i32> = (0..3)
            .map(|k| b.goods[k] as i32 - a.goods[k] as i32 - goods[p][k])
            .collect();
        if bot {
            let sum: i32 = delta.iter().sum();
            ensure!(
                sum == -bot_paid && (bot_paid != 0 || delta.iter().all(|x| *x == 0)),
                "{who}: goods {:?} -> {:?}, the events say {:?} and {bot_paid} paid for \
                 luxury goods",
                a.goods,
                b.goods,
                goods[p]
            );
        } else {
            let ok = match discounts[p].as_slice() {
                [] => delta.iter().all(|x| *x == 0),
                [(cost, chosen)] => (0..3).any(|k| {
                    cost[k] > 0
                        && chosen.is_none_or(|c| c.goods_index() == Some(k))
                        && (0..3).all(|j| delta[j] == i32::from(j == k))
                }),
                more => {
                    delta.iter().all(|x| *x >= 0) && delta.iter().sum::<i32>() == more.len() as i32
                }
            };
            ensure!(
                ok,
                "{who}: goods {:?} -> {:?}, the events say {:?}, imam discounts {:?}",
                a.goods,
                b.goods,
                goods[p],
                discounts[p]
            );
        }
        // What only grows.
        ensure!(
            b.stairs[0] >= a.stairs[0] && b.stairs[1] >= a.stairs[1],
            "{who}: a pawn went down the stairs {:?} -> {:?}",
            a.stairs,
            b.stairs
        );
        // (R1, Classic with module 5: the exchange icon may return the
        // caravan next to a desert town.)
        let returnable = |k: usize| {
            k < 2
                && st.edition == Edition::Classic
                && st.modules.desert_towns
                && a.caravans[k] == 4
                && b.caravans[k] == 3
                && brown_removed[p] > 0
        };
        // R42: a nomad on a desert town's space (a long path's 4th, its
        // last) may move away.
        let nomad_left = |k: usize| {
            let path = [SaharaPath::Left, SaharaPath::Right][k.min(1)];
            k < 2
                && p == actor as usize
                && matches!(a_, Action::MoveNomad { from: BoardKeshi::Caravan { path: q }, .. } if q == path)
                && a.caravans[k] == 4
                && b.caravans[k] == 3
        };
        ensure!(
            (0..3).all(|k| b.caravans[k] >= a.caravans[k] || returnable(k) || nomad_left(k)),
            "{who}: caravans {:?} -> {:?}",
            a.caravans,
            b.caravans
        );
        for k in 0..8 {
            ensure!(
                a.gates[k].is_none() || a.gates[k] == b.gates[k],
                "{who}: gate {k} {:?} -> {:?}",
                a.gates[k],
                b.gates[k]
            );
        }
        ensure!(
            a.scrolls.0 & !b.scrolls.0 == 0,
            "{who}: lost scrolls {:?} -> {:?}",
            a.scrolls,
            b.scrolls
        );
        ensure!(a.luxury & !b.luxury == 0, "{who}: lost luxury goods");
        ensure!(a.perks & !b.perks == 0, "{who}: lost scroll abilities");
        ensure!(
            b.storage.as_slice().starts_with(a.storage.as_slice()),
            "{who}: storage {:?} -> {:?}",
            a.storage,
            b.storage
        );
        for k in 0..6 {
            let (x, y) = (a.oasis_slots[k], b.oasis_slots[k]);
            let rank = |s: OasisStatus| match s {
                OasisStatus::Hidden => 0,
                OasisStatus::Discovered => 1,
                OasisStatus::Claimed => 2,
            };
            ensure!(
                x.oasis == y.oasis && rank(y.status) >= rank(x.status),
                "{who}: oasis slot {k} {x:?} -> {y:?}"
            );
        }
        // New provision tiles: the choice of 3 of the 5 drawn puts the kept
        // ones on the spaces (face down) and the rest in the box, once.
        let chose = a.provision_draw.pending() && !b.provision_draw.pending();
        if chose {
            let mut before: Vec<ProvisionId> = a
                .provision
                .iter()
                .map(|s| s.tile)
                .chain(a.provision_draw.extra.iter().flatten().copied())
                .collect();
            let mut after: Vec<ProvisionId> = b
                .provision
                .iter()
                .map(|s| s.tile)
                .chain(b.provision_draw.extra.iter().flatten().copied())
                .collect();
            before.sort();
            after.sort();
            ensure!(
                before == after && b.provision.iter().all(|s| !s.active),
                "{who}: provision choice {:?} {:?} -> {:?} {:?}",
                a.provision,
                a.provision_draw,
                b.provision,
                b.provision_draw
            );
        } else {
            // The hard nomad tile's "Sofort: Erhalte 1 Nomaden-Keshi und
            // setze ihn sofort ein": marked given once, never taken back.
            let mut same = b.provision_draw;
            same.nomad_given = a.provision_draw.nomad_given;
            ensure!(
                a.provision_draw == same
                    && (b.provision_draw.nomad_given || !a.provision_draw.nomad_given),
                "{who}: provision draw {:?} -> {:?}",
                a.provision_draw,
                b.provision_draw
            );
            if b.provision_draw.nomad_given && !a.provision_draw.nomad_given {
                nomad_tile_gift(prev, g, events, p as PlayerId)?;
            }
        }
        for k in 0..3 {
            let (x, y) = (a.provision[k], b.provision[k]);
            ensure!(
                (chose || x.tile == y.tile) && (!x.active || y.active),
                "{who}: provision tile {k} {x:?} -> {y:?}"
            );
        }
        // A desert town stays on its space; its day side stays up.
        for k in 0..2 {
            let (x, y) = (a.towns[k], b.towns[k]);
            ensure!(
                x.is_none_or(|x| y.is_some_and(|y| y.town == x.town && (y.claimed || !x.claimed))),
                "{who}: town space {k} {x:?} -> {y:?}"
            );
        }
        ensure!(
            (0..3).all(|s| b.river_steps[s] >= a.river_steps[s]),
            "{who}: river steps {:?} -> {:?}",
            a.river_steps,
            b.river_steps
        );
        if !scoring {
            ensure!(
                b.fisherman >= a.fisherman,
                "{who}: fisherman went back from {} to {} in phase {:?}",
                a.fisherman,
                b.fisherman,
                st.phase
            );
        }
    }
    // Every gate that leaves a workshop does so with its event.
    for (w, (x, y)) in prev.workshops.iter().zip(&st.workshops).enumerate() {
        for c in Colour::ALL {
            let taken = events
                .iter()
                .filter(|e| {
                    matches!(e, Event::GateBought { workshop, colour, .. }
                        if *workshop as usize == w && *colour == c)
                })
                .count() as i32;
            let d = x[c.index()] as i32 - y[c.index()] as i32;
            ensure!(
                d == taken,
                "{d} {c} gates left workshop {w}, {taken} GateBought events"
            );
        }
    }
    // The display of desert towns only shrinks; tiles and modules stay.
    ensure!(
        st.towns.iter().all(|t| prev.towns.iter().any(|x| x == t)),
        "desert towns {:?} -> {:?}",
        prev.towns,
        st.towns
    );
    ensure!(
        st.modules == prev.modules && st.staircase_cover == prev.staircase_cover,
        "modules or staircase tiles changed"
    );
    // The Paschabot's board: rows and gates only grow, revealed strategy
    // tiles come from the top of the face-down deck in order.
    if let (Some(x), Some(y)) = (prev.pascha, st.pascha) {
        ensure!(
            (0..9).all(|k| y.rows[k] >= x.rows[k]) && (0..12).all(|k| y.gates[k] >= x.gates[k]),
            "the Paschabot's rows {:?} -> {:?}, gates {:?} -> {:?}",
            x.rows,
            y.rows,
            x.gates,
            y.gates
        );
        let revealed = y.tiles.len().saturating_sub(x.tiles.len());
        let mut from_deck: Vec<u8> =
            x.deck.as_slice()[x.deck.len().saturating_sub(revealed)..].to_vec();
        from_deck.reverse();
        ensure!(
            y.tiles.as_slice().starts_with(x.tiles.as_slice())
                && y.deck.as_slice() == &x.deck.as_slice()[..x.deck.len() - revealed]
                && y.tiles.as_slice()[x.tiles.len()..] == from_deck[..],
            "strategy tiles {:?} / deck {:?} -> {:?} / {:?}",
            x.tiles,
            x.deck,
            y.tiles,
            y.deck
        );
        ensure!(
            (x.opponent, x.difficulty, x.line) == (y.opponent, y.difficulty, y.line),
            "the solo opponent changed"
        );
    }
    Ok(())
}

/// The hard nomad tile (003, "Schwierige Versorgungsplättchen - Bonus ab
/// Aktivierung"): "Sofort: Erhalte 1 Nomaden-Keshi und setze ihn sofort
/// ein." Tiles are activated at setup and after provisioning, so the gift
/// is due with the season's start that follows (nothing is played in
/// between): the tile is active, a season started in this action, and the
/// nomad comes from the nomad board to be placed at once (unless the board
/// is empty or the player has no space for it).
fn nomad_tile_gift(prev: &State, g: &Game, events: &[Event], p: PlayerId) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let who = format!("player {p}, the nomad tile's nomad");
    ensure!(
        st.modules.nomads && st.modules.new_provisions,
        "{who}: without the nomads and the new provision tiles"
    );
    ensure!(
        st.player(p)
            .provision
            .iter()
            .any(|t| t.active && cat.provision(t.tile).effect == Some(ProvisionEffect::Nomad)),
        "{who}: the tile is not active"
    );
    // R33: given as the tile is turned face up.
    ensure!(
        events
            .iter()
            .any(|e| matches!(e, Event::ProvisionActivated { player, .. } if *player == p)),
        "{who}: given with no tile turned face up: {events:?}"
    );
    let waiting = st.agenda.iter().any(|t| {
        matches!(t, Task::Decide { p: q, d: Decision::PlaceNomad { from_supply: true } } if *q == p)
    });
    let placed = events.iter().any(|e| match e {
        Event::NomadDeployed { player, .. } | Event::NomadSpectating { player } => *player == p,
        _ => false,
    });
    let none = prev.nomads.supply == 0
        || (crate::nomads::spaces(st, p).is_empty() && crate::nomads::spectator_places(st, p) == 0);
    ensure!(
        waiting || placed || none,
        "{who}: no nomad placed nor waiting (nomad board {})",
        prev.nomads.supply
    );
    Ok(())
}
