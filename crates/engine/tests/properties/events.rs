//! One action: rules followed event by event (discounts, exchange offices, spectators, staircase tiles, desert towns, the Paschabot).

use crate::*;

/// The Paschabot's strategy-tile icons revealed, first tile first.
pub(crate) fn bot_icons(cat: &Catalog, pb: &Pascha) -> Vec<marrakesh_engine::StrategyIcon> {
    pb.tiles
        .iter()
        .flat_map(|id| {
            cat.paschabot
                .strategy_tiles
                .iter()
                .find(|t| t.id == *id)
                .map(|t| t.icons.clone())
                .unwrap_or_default()
        })
        .collect()
}

/// Rules followed event by event through one action (the modules and the
/// Paschabot), from the rulebooks' text:
/// - module 2: the sultan's scroll discount (the imam's goods discount is
///   in [`transition`]);
/// - module 3: an exchange pays the active office's resources and bonus;
/// - module 4: the chosen entertainer faces the spectators of the disc side
///   in play;
/// - module 1: a line bonus is the face of the staircase tile lying there;
/// - module 5: the 4th caravan of a path scores 4 points; a claimed town's
///   instant effect is offered; river steps before the jetty are counted;
/// - Paschabot: its assistants (option, order, madrasa, date orchard,
///   Sahara, river, medina, main square, souk), thresholds, deployment
///   bonuses (strategy tiles at the 3rd, 5th and 7th caravan, desert towns
///   at the 4th and 8th), strategy tiles each season and with river tile
///   02, its rapid bonus, and the lazy bot's claims.
pub(crate) fn event_rules(
    prev: &State,
    g: &Game,
    events: &[Event],
    (actor, d, a): (PlayerId, Decision, Action),
) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.n();
    let at = |i: usize| events.get(i);
    let pb0 = prev.pascha;
    let paschabot = pb0.is_some_and(|b| b.opponent == Opponent::Paschabot);

    // Module 2, sultan: "each scroll bought costs exactly 1 date less".
    if let (Decision::Madrasa { .. }, Action::BuyScroll { ty, slot }) = (d, a) {
        if let Some(id) = prev.scrolls[ty.index()].face_up[slot as usize] {
            let dates = (cat.scroll(id).cost as u16).saturating_sub(u16::from(carries(
                prev,
                actor,
                Stair::Palace,
            )));
            let first = if dates > 0 {
                Some(Event::ResourcesPaid {
                    player: actor,
                    resources: Resources::new(0, dates, 0),
                })
            } else {
                Some(Event::ScrollTaken {
                    player: actor,
                    scroll: id,
                })
            };
            ensure!(
                at(0) == first.as_ref(),
                "scroll {id} bought for {dates} dates (sultan: {}), but the events start {:?}",
                carries(prev, actor, Stair::Palace),
                at(0)
            );
        }
    }
    // Module 3: the active office's yield and (new offices) its bonus.
    if let (Decision::Souk { .. }, Action::ExchangeGoods { colour }) = (d, a) {
        let office = cat.office(prev.offices[prev.season as usize]);
        let k = colour.goods_index().unwrap_or(0);
        let mut expect = vec![Event::GoodsExchanged {
            player: actor,
            colour,
        }];
        if office.yields[k].total() > 0 {
            expect.push(Event::ResourcesGained {
                player: actor,
                resources: office.yields[k],
            });
        }
        match office.extra[k] {
            Some(Bonus::Points { n }) if n > 0 => expect.push(Event::Scored {
                player: actor,
                points: n as i16,
                category: ScoreCategory::ExchangeOffices,
            }),
            Some(Bonus::Resources {
                water,
                dates,
                dinars,
            }) if water + dates + dinars > 0 => expect.push(Event::ResourcesGained {
                player: actor,
                resources: Resources::new(water as u16, dates as u16, dinars as u16),
            }),
            _ => {}
        }
        ensure!(
            events.len() >= expect.len() && events[..expect.len()] == expect[..],
            "exchange at office {} ({:?} + {:?}): events {:?}",
            office.id,
            office.yields[k],
            office.extra[k],
            &events[..events.len().min(4)]
        );
    }
    // Module 5: a claimed town's instant effect (towns 10-12).
    if let (Decision::Sahara, Action::ClaimDesertTown { space }) = (d, a) {
        let town = prev.player(actor).towns[space as usize % 2].map(|t| t.town);
        let effect = cat
            .desert_towns
            .iter()
            .find(|t| Some(t.id) == town)
            .map(|t| t.effect);
        let pending = |want: Decision| {
            st.agenda
                .iter()
                .any(|t| matches!(t, Task::Decide { p, d } if *p == actor && *d == want))
        };
        let pl = prev.player(actor);
        match effect {
            Some(DesertTownEffect::TakeScroll) => {
                let any = prev
                    .scrolls
                    .iter()
                    .any(|r| r.face_up.iter().any(|x| x.is_some()));
                ensure!(
                    !any || pending(Decision::FreeScroll),
                    "town 10 claimed without the free scroll"
                );
            }
            Some(DesertTownEffect::TakeLuxuryGood) => {
                let any = prev.luxury.face_up.iter().any(|x| x.is_some());
                ensure!(
                    !any || pending(Decision::FreeLuxury),
                    "town 11 claimed without the free luxury good"
                );
            }
            Some(DesertTownEffect::TakeGate) => {
                let gates: usize = prev
                    .workshops
                    .iter()
                    .map(|w| w.iter().filter(|k| **k > 0).count())
                    .sum();
                let bought = events
                    .iter()
                    .any(|e| matches!(e, Event::GateBought { player, .. } if *player == actor));
                // "You must have at least 1 uncommitted guard keshi".
                if pl.watchtower > 0 && gates > 0 {
                    ensure!(
                        pending(Decision::FreeGate) || (gates == 1 && bought),
                        "town 12 claimed with a guard on the watchtower but no free gate"
                    );
                } else {
                    ensure!(!bought, "town 12 gave a gate without a free guard");
                }
            }
            _ => {}
        }
    }

    // Running values, event by event.
    let mut carrier = [None; 2];
    if prev.modules.imam_sultan {
        carrier = [prev.figures[0].carrier, prev.figures[1].carrier];
    }
    let mut rotation: Vec<u8> = prev.players[..n].iter().map(|p| p.disc_rotation).collect();
    let mut perks: Vec<u64> = prev.players[..n].iter().map(|p| p.perks).collect();
    let mut stairs: Vec<[u8; 2]> = prev.players[..n].iter().map(|p| p.stairs).collect();
    let mut fisher: Vec<u8> = prev.players[..n].iter().map(|p| p.fisherman).collect();
    let mut vendors: Vec<u16> = prev.players[..n].iter().map(|p| p.water_vendors).collect();
    let mut display = prev.display;
    let mut rows = pb0.map(|b| b.rows).unwrap_or_default();
    let mut bot_gates = pb0.map(|b| b.gates_taken()).unwrap_or(0);
    let mut workshops = prev.workshops;
    let mut towns_left = prev.towns.len();
    let mut season = prev.season;
    let mut after_season_end = prev.phase == Phase::ProvisionReveal;
    // From a season's start until its first decision's events: the
    // boathouse's move to the crocodile.
    let mut season_start = false;
    let mut river_steps = [[0i32; 3]; 4];
    let (mut reveals, mut due_reveals) = (0u32, 0u32);
    // The Paschabot's turn: its assistants in order, and the medina's gates.
    let mut bot_order: Vec<Sector> = Vec::new();
    let mut bot_stairs_at_turn: Option<[u8; 2]> = None;
    let mut medina_gates: Option<(u8, u8)> = None;
    // After the last season's end comes the final scoring.
    let mut final_scoring = false;
    let mut tiles: Vec<u8> = pb0.map(|b| b.tiles.as_slice().to_vec()).unwrap_or_default();
    // The Paschabot's goods until it pays for a luxury good (with jokers).
    let mut bot_goods = prev.players[PASCHABOT as usize].goods;
    let mut bot_goods_known = Some(());
    let difficulty = pb0.map(|b| b.difficulty).unwrap_or_default();
    let jetty = cat.river.jetty;
    for (i, e) in events.iter().enumerate() {
        if !matches!(
            e,
            Event::SeasonStarted { .. }
                | Event::RoundStarted { .. }
                | Event::KeshisSelected { .. }
                | Event::FishermanMoved { .. }
        ) {
            season_start = false;
        }
        if !matches!(
            e,
            Event::GateBought {
                player: PASCHABOT,
                ..
            } | Event::Scored { .. }
                | Event::KeshiDeployed { .. }
                | Event::KeshiReturned { .. }
                | Event::StrategyTileRevealed { .. }
                | Event::FishermanMoved { .. }
                | Event::Docked { .. }
                | Event::DesertTownTaken { .. }
        ) {
            if let Some((free, got)) = medina_gates.take() {
                // 003: "Für jeden Wächter-Keshi, der noch kein Stadttor
                // bewacht, nimmt sich der Paschabot ein Tor".
                ensure!(
                    got <= free,
                    "the Paschabot took {got} gates with {free} free guards"
                );
            }
        }
        if let Event::SeasonEnded { season } = e {
            final_scoring |= *season + 1 >= cat.rules.seasons.value;
        }
        if let Event::RoundStarted { .. } = e {
            // One `apply` may run several rounds: each round is a new
            // Paschabot turn.
            bot_order.clear();
            bot_stairs_at_turn = None;
        }
        match e {
            Event::FigureMoved {
                stair, carrier: c, ..
            } => carrier[stair.index()] = *c,
            Event::DiscRotated {
                player,
                rotation: r,
            } => rotation[*player as usize] = *r,
            Event::ScrollTaken { player, scroll } => {
                if let ScrollEffect::Perk { perk } = cat.scroll(*scroll).effect {
                    perks[*player as usize] |= perk.bit();
                }
            }
            Event::PawnMoved {
                player, stair, to, ..
            } => stairs[*player as usize][stair.index()] = *to,
            Event::SeasonEnded { .. } => after_season_end = true,
            Event::SeasonStarted { season: s, .. } => {
                if *s > 0 && paschabot {
                    // 003: "Decke ein neues Strategieplättchen auf".
                    due_reveals += 1;
                }
                season = *s;
                after_season_end = false;
                season_start = true;
            }
            Event::FishermanMoved { player, from, to } => {
                let q = *player as usize;
                // River tile 09's crocodile start is no step on the river.
                // Special buildings, the boathouse: "Der Spieler startet
                // jeden Durchgang mit seinem Fischer auf dem Feld mit dem
                // Krokodil" (no step either). Either may start from a space
                // before the crocodile won in the camel race's reward phase
                // (R37).
                let boathouse = building_ability(cat, st, *player) == Some(Ability::Boathouse);
                let croc = (after_season_end || (boathouse && season_start))
                    && *from < *to
                    && *to == cat.river.crocodile;
                if !croc {
                    river_steps[q][season as usize] += *to as i32 - *from as i32;
                }
                fisher[q] = *to;
            }
            Event::EntertainerChosen {
                player,
                field,
                spectators,
            } => {
                // Module 4: the purple side "has 1 section with no
                // spectators and 1 section with 4".
                // Special buildings: the practice room's disc.
                let disc = audience_disc(cat, st, *player);
                let q = *player as usize;
                let printed = disc[(*field as usize + 8 - rotation[q] as usize % 8) % 8];
                let extra = u8::from(perks[q] & Perk::ExtraSpectator.bit() != 0);
                ensure!(
                    *spectators == printed + extra,
                    "{e:?}: the {} disc at rotation {} shows {printed} (+{extra})",
                    if st.modules.spectators {
                        "purple"
                    } else {
                        "pink"
                    },
                    rotation[q]
                );
            }
            Event::LineBonusTaken { player, space } => {
                let expect = match line_space_bonus(cat, st, *space) {
                    Bonus::Points { n } if n > 0 => Some(Event::Scored {
                        player: *player,
                        points: n as i16,
                        category: ScoreCategory::Staircases,
                    }),
                    Bonus::Resources {
                        water,
                        dates,
                        dinars,
                    } if water + dates + dinars > 0 => Some(Event::ResourcesGained {
                        player: *player,
                        resources: Resources::new(water as u16, dates as u16, dinars as u16),
                    }),
                    _ => None,
                };
                if let Some(x) = expect {
                    ensure!(
                        at(i + 1) == Some(&x),
                        "{e:?} (bonus {:?}) followed by {:?}",
                        line_space_bonus(cat, st, *space),
                        at(i + 1)
                    );
                }
            }
            Event::ThresholdCrossed {
                player: PASCHABOT,
                stair,
                segment,
            } if paschabot => {
                // 003: "Beim Erreichen eines neuen Abschnitts erhält er 1
                // Punkt (anstatt 1 Dinar). Als Linien-Bonus wählt er immer
                // den Punktebonus."
                let s = stairs[PASCHABOT as usize];
                let seg = |k: Stair| cat.segment(s[k.index()]);
                ensure!(*segment == seg(*stair), "{e:?} with the pawns on {s:?}");
                let line = cat.line(seg(Stair::Palace), seg(Stair::Mosque));
                let best = line
                    .spaces
                    .iter()
                    .filter_map(|sp| match line_space_bonus(cat, st, *sp) {
                        Bonus::Points { n } => Some(n),
                        _ => None,
                    })
                    .max()
                    .unwrap_or(0);
                let one = Event::Scored {
                    player: PASCHABOT,
                    points: cat.rules.threshold_dinars.value as i16,
                    category: ScoreCategory::Staircases,
                };
                ensure!(at(i + 1) == Some(&one), "{e:?} followed by {:?}", at(i + 1));
                if best > 0 {
                    let pts = Event::Scored {
                        player: PASCHABOT,
                        points: best as i16,
                        category: ScoreCategory::Staircases,
                    };
                    ensure!(
                        at(i + 2) == Some(&pts),
                        "{e:?}: the line's best points bonus is {best}, then {:?}",
                        at(i + 2)
                    );
                }
            }
            Event::TowerThrown { came_out, .. } => {
                for (x, k) in display.iter_mut().zip(came_out) {
                    *x += k;
                }
            }
            Event::LeftoverReturned { colours } => {
                for (x, k) in display.iter_mut().zip(colours) {
                    *x = x.saturating_sub(*k);
                }
            }
            Event::KeshisClaimed { player, colours } => {
                if *player == PASCHABOT && lazy_bot(st) {
                    // 003: "i) Wenn verfügbar, nimmt er 2 Keshis. ii) Er wählt
                    // anhand der Keshi-Prioritäts-Abfolge".
                    let line = pb0.map(|b| b.line).unwrap_or(Colour::ALL);
                    let pick = line
                        .iter()
                        .find(|c| display[c.index()] >= 2)
                        .map(|c| (*c, 2))
                        .or_else(|| {
                            line.iter()
                                .find(|c| display[c.index()] > 0)
                                .map(|c| (*c, 1))
                        });
                    let expect = pick.map(|(c, k)| vec![c; k]);
                    ensure!(
                        expect.as_ref() == Some(colours),
                        "the lazy Paschabot claims {colours:?} from {display:?} with the line \
                         {line:?}"
                    );
                } else if is_paschabot(st, *player) {
                    let c = colours[0];
                    let k = colours.len() as u32;
                    ensure!(
                        colours.iter().all(|x| *x == c),
                        "the Paschabot claims different colours {colours:?}"
                    );
                    // Its candidates take as many as they can, up to 2
                    // (goods: jokers among themselves).
                    let most = if c.is_goods() {
                        let best = Colour::GOODS
                            .iter()
                            .map(|x| display[x.index()])
                            .max()
                            .unwrap_or(0);
                        (best as u32).min(2)
                    } else {
                        let free = match c {
                            Colour::Red => Sector::SCORING
                                .iter()
                                .filter(|s| vendors[PASCHABOT as usize] & (1 << s.index()) == 0)
                                .count() as u32,
                            _ => c.sector().map(|s| 8 - rows[s.index()] as u32).unwrap_or(0),
                        };
                        (display[c.index()] as u32).min(free).min(2)
                    };
                    ensure!(
                        k == most && k <= display[c.index()] as u32,
                        "the Paschabot claims {colours:?} from {display:?} (rows {rows:?})"
                    );
                    if c.is_goods() {
                        // "die Waren-Keshis, von denen er am wenigsten
                        // besitzt. Bei Gleichstand ... Gelb vor Orange vor
                        // Violett", among the goods it can take that many of.
                        let fewest = [Colour::Yellow, Colour::Orange, Colour::Purple]
                            .into_iter()
                            .filter(|x| display[x.index()] as u32 >= k)
                            .min_by_key(|x| bot_goods[x.goods_index().unwrap_or(0)]);
                        ensure!(
                            bot_goods_known.is_none() || fewest == Some(c),
                            "the Paschabot claims {colours:?} with goods {bot_goods:?} from \
                             {display:?}"
                        );
                    }
                }
                for c in colours {
                    display[c.index()] = display[c.index()].saturating_sub(1);
                }
            }
            Event::LuxuryBought {
                player: PASCHABOT, ..
            } => bot_goods_known = None,
            // 003: the Paschabot "setzt den Nomaden im Bezirk am weitesten
            // oben ein, in dem noch Platz ist": one more keshi of that row.
            Event::NomadDeployed {
                player: PASCHABOT,
                spot: BoardKeshi::Marker { sector },
            } if st.pascha.is_some() => {
                let top = cat
                    .paschabot
                    .rows
                    .iter()
                    .copied()
                    .find(|s| *s != Sector::Souk && rows[s.index()] < 8);
                ensure!(
                    top == Some(*sector),
                    "the Paschabot's nomad in the {sector}, the topmost row with room is {top:?}"
                );
                rows[sector.index()] += 1;
                // R41: the nomad pays the bonus of the field it covers, as
                // a keshi of the row does.
                let k = rows[sector.index()];
                let pb = &cat.paschabot;
                let next = i + 1;
                match sector {
                    Sector::Sahara
                        if pb.new_tile_at_caravan.contains(&k) && !difficulty.no_extra_tiles =>
                    {
                        ensure!(
                            matches!(at(next), Some(Event::StrategyTileRevealed { .. })),
                            "the Paschabot's nomad, caravan {k}, revealed no strategy tile: {:?}",
                            at(next)
                        );
                        due_reveals += 1;
                    }
                    Sector::DateOrchard | Sector::MainSquare => {
                        let list = if *sector == Sector::DateOrchard {
                            &pb.date_orchard
                        } else {
                            &pb.main_square
                        };
                        if let Some(Bonus::Points { n }) = list.get(k as usize - 1) {
                            let x = Event::Scored {
                                player: PASCHABOT,
                                points: *n as i16,
                                category: ScoreCategory::Deployment,
                            };
                            ensure!(
                                *n == 0 || at(next) == Some(&x),
                                "the Paschabot's nomad {k} in the {sector}, then {:?}",
                                at(next)
                            );
                        }
                    }
                    _ => {}
                }
            }
            Event::KeshiDeployed {
                player: PASCHABOT,
                colour,
                sector,
            } if st.pascha.is_some() => {
                if let Some(k) = colour.goods_index() {
                    bot_goods[k] += 1;
                }
                if *colour == Colour::Red {
                    vendors[PASCHABOT as usize] |= 1 << sector.index();
                    continue;
                }
                if colour.is_goods() {
                    continue;
                }
                rows[sector.index()] += 1;
                let k = rows[sector.index()];
                let pb = &cat.paschabot;
                let mut next = i + 1;
                if final_scoring {
                    // Town 12's keshis at the final scoring take no field
                    // bonus: the game is over.
                    ensure!(
                        !matches!(
                            at(next),
                            Some(
                                Event::StrategyTileRevealed { .. }
                                    | Event::DesertTownTaken { .. }
                                    | Event::Scored {
                                        category: ScoreCategory::Deployment,
                                        ..
                                    }
                            )
                        ),
                        "the Paschabot's keshi {k} in the {sector} at the final scoring, then \
                         {:?}",
                        at(next)
                    );
                    continue;
                }
                match sector {
                    Sector::Sahara => {
                        // "Wenn der Paschabot den 3., 5. und 7.
                        // Karawanenführer in seinem Bezirk einsetzt, wird
                        // sofort ein neues Strategieplättchen aufgedeckt."
                        if pb.new_tile_at_caravan.contains(&k) && !difficulty.no_extra_tiles {
                            ensure!(
                                matches!(at(next), Some(Event::StrategyTileRevealed { .. })),
                                "the Paschabot's caravan {k} revealed no strategy tile: {:?}",
                                at(next)
                            );
                            due_reveals += 1;
                        }
                        // Module 5: "Wenn der Paschabot seinen 4. und 8. braunen
                        // Keshi im Bezirk Sahara platziert, nimmt er eine
                        // zufällige Wüstenstadt (falls noch verfügbar) und
                        // erhält 4 Punkte."
                        if st.modules.desert_towns && (k == 4 || k == 8) {
                            let four = Event::Scored {
                                player: PASCHABOT,
                                points: 4,
                                category: ScoreCategory::Deployment,
                            };
                            ensure!(
                                at(next) == Some(&four),
                                "the Paschabot's caravan {k}, then {:?}",
                                at(next)
                            );
                            next += 1;
                            ensure!(
                                matches!(
                                    at(next),
                                    Some(Event::DesertTownTaken {
                                        player: PASCHABOT,
                                        ..
                                    })
                                ) == (towns_left > 0),
                                "the Paschabot's caravan {k} with {towns_left} towns left, then \
                                 {:?}",
                                at(next)
                            );
                        }
                    }
                    Sector::DateOrchard | Sector::MainSquare => {
                        let list = if *sector == Sector::DateOrchard {
                            &pb.date_orchard
                        } else {
                            &pb.main_square
                        };
                        if let Some(Bonus::Points { n }) = list.get(k as usize - 1) {
                            let x = Event::Scored {
                                player: PASCHABOT,
                                points: *n as i16,
                                category: ScoreCategory::Deployment,
                            };
                            ensure!(
                                *n == 0 || at(next) == Some(&x),
                                "the Paschabot's keshi {k} in the {sector}, then {:?}",
                                at(next)
                            );
                        }
                    }
                    _ => {}
                }
            }
            Event::KeshiDeployed {
                player,
                colour: Colour::Brown,
                ..
            } if st.modules.desert_towns && !is_paschabot(st, *player) => {
                // A caravan discovers an oasis on spaces 1-3 and reaches a
                // town on space 4: "an immediate deployment bonus of 4
                // points" (R17: also with an empty display).
                let ok = match at(i + 1) {
                    Some(Event::OasisDiscovered { player: q, .. }) => q == player,
                    Some(Event::Scored {
                        player: q,
                        points: 4,
                        category: ScoreCategory::Deployment,
                    }) => q == player,
                    _ => false,
                };
                ensure!(ok, "{e:?} followed by {:?}", at(i + 1));
            }
            Event::DesertTownTaken { .. } => towns_left = towns_left.saturating_sub(1),
            Event::StrategyTileRevealed { tile } => {
                reveals += 1;
                tiles.push(*tile);
            }
            Event::RiverTileAwarded {
                player: PASCHABOT,
                face,
                ..
            } if paschabot => {
                // "02: Er zieht ein neues Strategieplättchen ... Eventuelle
                // Schritte auf dem Fluss entfallen."
                let tile_02 = matches!(
                    cat.river_tile(*face).bonus,
                    marrakesh_engine::RiverTileBonus::Single {
                        reward: TileReward::BonusOasis
                    }
                );
                if tile_02 && !difficulty.no_extra_tiles {
                    ensure!(
                        matches!(at(i + 1), Some(Event::StrategyTileRevealed { .. })),
                        "river tile {face} for the Paschabot, then {:?}",
                        at(i + 1)
                    );
                    due_reveals += 1;
                }
            }
            Event::RapidBonusTaken {
                player: PASCHABOT,
                rapid,
            } if st.pascha.is_some() => {
                // "Er wählt immer den Bonus auf dem Fluss, an dem sein Fischer
                // zuletzt vorbeigekommen ist".
                let last = rapids_crossed(cat, fisher[PASCHABOT as usize]);
                ensure!(
                    last > 0 && *rapid == last - 1,
                    "the Paschabot takes rapid {rapid} with its fisherman on {}",
                    fisher[PASCHABOT as usize]
                );
            }
            Event::GateBought {
                player: PASCHABOT,
                workshop,
                colour,
            } if st.pascha.is_some() && final_scoring => {
                // Desert town 12 at the bot's final scoring: "ein Stadttor
                // vom rechten Werkstattfeld ... und 7 Punkte".
                ensure!(
                    *workshop as usize == workshops.len() - 1,
                    "{e:?} outside a medina action must come from the right workshop"
                );
                workshops[*workshop as usize][colour.index()] -= 1;
                bot_gates += 1;
            }
            Event::GateBought {
                player: PASCHABOT,
                workshop,
                colour,
            } if st.pascha.is_some() => {
                // "8) among gates of the chosen colour, always the cheapest"
                // (harder: "das teuerste").
                let prices = workshops
                    .iter()
                    .enumerate()
                    .filter(|(_, w)| w[colour.index()] > 0)
                    .map(|(k, _)| cat.workshops[k].price);
                let best = if difficulty.expensive_gates {
                    prices.max()
                } else {
                    prices.min()
                };
                ensure!(
                    Some(cat.workshops[*workshop as usize].price) == best,
                    "{e:?} from {workshops:?} (expensive gates: {})",
                    difficulty.expensive_gates
                );
                let pts = cat.workshops[*workshop as usize].points.max(0) as i16;
                if pts > 0 {
                    let x = Event::Scored {
                        player: PASCHABOT,
                        points: pts,
                        category: ScoreCategory::CityGates,
                    };
                    ensure!(at(i + 1) == Some(&x), "{e:?}, then {:?}", at(i + 1));
                }
                workshops[*workshop as usize][colour.index()] -= 1;
                bot_gates += 1;
                if let Some((_, got)) = medina_gates.as_mut() {
                    *got += 1;
                }
            }
            Event::GateBought {
                workshop, colour, ..
            } => workshops[*workshop as usize][colour.index()] -= 1,
            Event::AssistantUsed {
                player: PASCHABOT,
                sector,
                option,
            } if st.pascha.is_some() => {
                // "Für jeden Bezirk außer Souk und Madrasa: ... Befinden sich
                // mindestens 2 Keshis (ohne Wasserverkäufer) im Bezirk, führt
                // er die Bezirksaktion aus", otherwise a new keshi.
                let acts =
                    matches!(sector, Sector::Souk | Sector::Madrasa) || rows[sector.index()] >= 2;
                let expect = match sector.colour() {
                    Some(colour) if !acts => AssistantOption::NewKeshi { colour },
                    _ => AssistantOption::SectorAction,
                };
                ensure!(
                    *option == expect,
                    "{e:?} with {} keshis in the row",
                    rows[sector.index()]
                );
                // "in der Reihenfolge, in der die Bezirke auf dem
                // Paschabot-Tableau angeordnet sind, von oben nach unten";
                // palace and mosque: the lower pawn first, ties the palace.
                let s0 = *bot_stairs_at_turn.get_or_insert(stairs[PASCHABOT as usize]);
                let rank = |s: Sector| {
                    let r = cat.paschabot.rows.iter().position(|x| *x == s).unwrap_or(9);
                    let pal = cat.paschabot.rows.iter().position(|x| *x == Sector::Palace);
                    let mos = cat.paschabot.rows.iter().position(|x| *x == Sector::Mosque);
                    let top = pal.min(mos).unwrap_or(9);
                    let mosque_first = s0[Stair::Mosque.index()] < s0[Stair::Palace.index()];
                    match s {
                        Sector::Palace => (top, u8::from(mosque_first)),
                        Sector::Mosque => (top, u8::from(!mosque_first)),
                        _ => (r, 0),
                    }
                };
                if let Some(last) = bot_order.last() {
                    ensure!(
                        rank(*last) <= rank(*sector),
                        "the Paschabot used its assistants in the order {bot_order:?}, then \
                         {sector:?} (pawns {s0:?})"
                    );
                }
                bot_order.push(*sector);
                let vendor = !matches!(sector, Sector::Souk | Sector::Madrasa)
                    && vendors[PASCHABOT as usize] & (1 << sector.index()) != 0;
                let j = i + 1 + usize::from(vendor);
                let scored = |pts: i16, category: ScoreCategory| Event::Scored {
                    player: PASCHABOT,
                    points: pts,
                    category,
                };
                if expect != AssistantOption::SectorAction {
                    continue;
                }
                match sector {
                    Sector::Madrasa => {
                        // "Der Paschabot wählt die erste Option, die möglich
                        // ist"; R20: the imam, "3 Punkte zusätzlich (1 Punkt
                        // pro abgeworfenem Plättchen)"; the face-up scrolls
                        // of the option's type leave the game.
                        let scholars = rows[Sector::Madrasa.index()];
                        let Some(o) = cat
                            .paschabot
                            .madrasa
                            .iter()
                            .find(|o| scholars >= o.min_scholars)
                        else {
                            continue;
                        };
                        let imam = carrier[Stair::Mosque.index()] == Some(PASCHABOT);
                        let what = || {
                            format!(
                                "the Paschabot's madrasa with {scholars} scholars (imam {imam}): {:?}",
                                &events[j.min(events.len())..(j + 3).min(events.len())]
                            )
                        };
                        let mut k = j;
                        if o.points > 0 {
                            let x = scored(o.points as i16, ScoreCategory::Paschabot);
                            ensure!(at(k) == Some(&x), "{}", what());
                            k += 1;
                        }
                        if let Some(Event::Scored {
                            player: PASCHABOT,
                            points,
                            category: ScoreCategory::Paschabot,
                        }) = at(k)
                        {
                            ensure!(imam && (1..=3).contains(points), "{}", what());
                            k += 1;
                        }
                        ensure!(
                            at(k) == Some(&Event::ScrollsDiscarded { ty: o.remove }),
                            "{}",
                            what()
                        );
                    }
                    Sector::DateOrchard | Sector::Sahara => {
                        // "für jeden ... Dattelpflücker 1 Punkt"; "Für je 2
                        // Karawanenführer-Keshis erhält er 1 Punkt".
                        let k = rows[sector.index()] as i16;
                        let pts = if *sector == Sector::Sahara { k / 2 } else { k };
                        if pts > 0 {
                            let x = scored(pts, ScoreCategory::Paschabot);
                            ensure!(
                                at(j) == Some(&x),
                                "the Paschabot's {sector} action with {k} keshis: {:?}",
                                at(j)
                            );
                        }
                    }
                    Sector::River => {
                        // "Für jeden türkisen Angler-Keshi und alle
                        // Wasserverkäufer auf dem gesamten Paschabottableau".
                        let steps = rows[Sector::River.index()] as u32
                            + vendors[PASCHABOT as usize].count_ones();
                        let from = fisher[PASCHABOT as usize];
                        if steps > 0 && from < jetty {
                            let to = (from as u32 + steps).min(jetty as u32) as u8;
                            let x = Event::FishermanMoved {
                                player: PASCHABOT,
                                from,
                                to,
                            };
                            // (Docking comes first, with its points.)
                            let k = events[j.min(events.len())..]
                                .iter()
                                .position(|e| {
                                    !matches!(
                                        e,
                                        Event::Docked {
                                            player: PASCHABOT,
                                            ..
                                        } | Event::Scored {
                                            player: PASCHABOT,
                                            category: ScoreCategory::River,
                                            ..
                                        }
                                    )
                                })
                                .map(|k| j + k);
                            ensure!(
                                k.and_then(at) == Some(&x),
                                "the Paschabot's river action ({steps} steps from {from}): {:?}",
                                k.and_then(at)
                            );
                        }
                    }
                    Sector::MainSquare => {
                        // "3 mal den Bonus, welcher über dem letzten
                        // eingesetzten (rechten) Gaukler-Keshi steht".
                        let k = rows[Sector::MainSquare.index()];
                        let times = if difficulty.main_square_once {
                            1
                        } else if difficulty.main_square_four {
                            4
                        } else {
                            cat.paschabot.main_square_times
                        };
                        let pts = match cat.paschabot.main_square.get((k as usize).wrapping_sub(1))
                        {
                            Some(Bonus::Points { n }) => Some(*n as i16),
                            Some(Bonus::Resources {
                                water,
                                dates,
                                dinars,
                            }) => Some((water + dates + dinars) as i16),
                            _ => None,
                        };
                        if let Some(p) = pts.filter(|p| *p > 0 && k > 0) {
                            let x = scored(p * times as i16, ScoreCategory::MainSquare);
                            ensure!(
                                at(j) == Some(&x),
                                "the Paschabot's main square with {k} entertainers, {times} \
                                 times: {:?}",
                                at(j)
                            );
                        }
                    }
                    Sector::Medina => {
                        let guards = rows[Sector::Medina.index()];
                        medina_gates = Some((guards.saturating_sub(bot_gates), 0));
                    }
                    Sector::Souk => {
                        // "1) Er kauft die oben auf dem letzten
                        // Strategieplättchen abgebildete Luxusware ... 2) ...
                        // die unten ... 3) ... 1 Waren-Keshi der Sorte, von
                        // der er die wenigsten besitzt."
                        let last = tiles.last().copied();
                        let tile = cat
                            .paschabot
                            .strategy_tiles
                            .iter()
                            .find(|t| Some(t.id) == last);
                        let ok = match (at(j), tile) {
                            (
                                Some(Event::LuxuryBought {
                                    player: PASCHABOT,
                                    luxury,
                                }),
                                Some(t),
                            ) => {
                                let kind = cat.luxury(*luxury).luxury;
                                kind == t.top_luxury || kind == t.bottom_luxury
                            }
                            (
                                Some(Event::KeshiDeployed {
                                    player: PASCHABOT,
                                    colour,
                                    sector: Sector::Souk,
                                }),
                                _,
                            ) => colour.is_goods(),
                            _ => false,
                        };
                        ensure!(ok, "the Paschabot's souk action: {:?}", at(j));
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    if let Some((free, got)) = medina_gates {
        ensure!(
            got <= free,
            "the Paschabot took {got} gates with {free} free guards"
        );
    }
    // Strategy tiles: one each new season, the caravan and river tile 02
    // ones; never for the lazy bot.
    ensure!(
        reveals == due_reveals,
        "{reveals} strategy tiles revealed, the rules call for {due_reveals}"
    );
    // Desert town 07: river steps made before the jetty, by season.
    for (p, moved) in river_steps.iter().enumerate().take(n) {
        for (s, m) in moved.iter().enumerate() {
            let dlt = st.players[p].river_steps[s] as i32 - prev.players[p].river_steps[s] as i32;
            ensure!(
                dlt == *m,
                "player {p}: {dlt} river steps counted in season {s}, the fisherman moved {m}"
            );
        }
    }
    Ok(())
}
