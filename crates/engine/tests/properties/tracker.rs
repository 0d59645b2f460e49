//! Whole-game bookkeeping from events ([`Tracker`]) and the river and water vendors checked across a game.

use crate::*;

/// Bookkeeping across a game from its events: keshis thrown into the tower,
/// come out, claimed and sent back; rounds and seasons; workshop stock.
#[derive(Clone, Default)]
pub(crate) struct Tracker {
    /// Keshis thrown into the tower, by colour (from the revealed selections).
    pub(crate) thrown: [u32; 12],
    /// Revealed since the last throw.
    pub(crate) revealed: [u32; 12],
    pub(crate) came_out: [u32; 12],
    pub(crate) claimed: [u32; 12],
    pub(crate) leftover: [u32; 12],
    pub(crate) rounds: Vec<(u8, u8)>,
    pub(crate) seasons: Vec<u8>,
    pub(crate) game_over: Vec<Vec<PlayerId>>,
    /// R4 bookkeeping per player for the current round.
    pub(crate) refreshed: [bool; 4],
    pub(crate) bought: [bool; 4],
    pub(crate) must_buy: [Option<ScrollType>; 4],
    /// Second place of this season's river evaluation (R8).
    pub(crate) river_second: Option<PlayerId>,
    pub(crate) workshops: Option<[[u8; 12]; 4]>,
    /// The state before the last action.
    pub(crate) prev: Option<State>,
    /// The start player of the first round.
    pub(crate) first_start: PlayerId,
    /// Solo: the keshis drawn from the Paschabot's bag this season.
    pub(crate) bag_drawn: ColourSet,
    /// Solo: scrolls the Paschabot's madrasa took out of the game, by type
    /// (`ScrollsDiscarded` events: at most 3 scrolls each).
    pub(crate) discards: [u32; 4],
    /// Scrolls out of the game so far (bit per id - 1).
    pub(crate) gone: u128,
}

impl Tracker {
    pub(crate) fn new(g: &Game) -> Tracker {
        Tracker {
            prev: Some(*g.state()),
            first_start: g.state().start_player,
            ..Tracker::default()
        }
    }

    pub(crate) fn observe(
        &mut self,
        g: &Game,
        (p, d, a): (PlayerId, Decision, Action),
        events: &[Event],
    ) -> Result<(), String> {
        let n = g.num_players() as u32;
        if let Some(prev) = &self.prev {
            transition(prev, g, events, (p, d, a))?;
            event_rules(prev, g, events, (p, d, a))?;
            river_and_vendors(prev, g, events, &mut self.river_second)?;
            // "no scholar may be used to meet the requirements of more than
            // one scroll": a purchase uses up its requirement.
            if let (
                Action::BuyScroll { ty, slot },
                Some(Task::Decide {
                    d: Decision::Madrasa { scholars, .. },
                    ..
                }),
            ) = (a, prev.agenda.last())
            {
                let id = prev.scrolls[ty.index()].face_up[slot as usize].unwrap_or(ScrollId(0));
                let need = g.catalog().scroll(id).requirement;
                // The rest of this action waits where the decision was (a
                // scroll bought may start further actions above it, even
                // another madrasa action with scroll 53).
                let at = prev.agenda.len() - 1;
                let next = match g.state().agenda.get(at) {
                    Some(Task::Decide {
                        p: q,
                        d: Decision::Madrasa { scholars, .. },
                    }) if *q == p => Some(*scholars),
                    _ => None,
                };
                if let Some(left) = next {
                    ensure!(
                        left + need == *scholars,
                        "player {p} had {scholars} scholars, bought scroll {id} needing {need}, \
                         and has {left} left"
                    );
                }
            }
        }
        self.prev = Some(*g.state());
        // R4: at most one refresh per round, before the first purchase, and
        // then one of the new scrolls must be bought.
        let q = p as usize;
        if let Some(ty) = self.must_buy[q].take() {
            ensure!(
                matches!(a, Action::BuyScroll { ty: t, .. } if t == ty),
                "player {p} refreshed the {ty:?} scrolls and then played {a:?}"
            );
        }
        match a {
            Action::RefreshScrolls { ty, .. } => {
                ensure!(
                    !self.refreshed[q] && !self.bought[q],
                    "player {p} refreshes the scrolls after a refresh ({}) or a purchase ({}) \
                     this round",
                    self.refreshed[q],
                    self.bought[q]
                );
                self.refreshed[q] = true;
                self.must_buy[q] = Some(ty);
            }
            Action::BuyScroll { .. } => self.bought[q] = true,
            _ => {}
        }
        for e in events {
            match e {
                Event::RoundStarted {
                    season,
                    round,
                    start_player,
                } => {
                    // The round tracker moves on each round, the season
                    // tracker each season, and its holder starts.
                    self.refreshed = [false; 4];
                    self.bought = [false; 4];
                    let expect = (self.first_start as u32 + *season as u32 + *round as u32) % n;
                    ensure!(
                        *start_player as u32 == expect,
                        "round ({season}, {round}) starts with player {start_player}, \
                         expected {expect}"
                    );
                }
                Event::SelectionRevealed { player, keshis } => {
                    for c in keshis {
                        self.revealed[c.index()] += 1;
                        if is_paschabot(g.state(), *player) {
                            ensure!(
                                !self.bag_drawn.contains(*c),
                                "the Paschabot drew {c} twice this season"
                            );
                            self.bag_drawn.insert(*c);
                        }
                    }
                }
                Event::TowerThrown { thrown, came_out } => {
                    let revealed: u32 = self.revealed.iter().sum();
                    ensure!(
                        *thrown as u32 == 3 * n && revealed == 3 * n,
                        "tower throw of {thrown} keshis, {revealed} revealed, {n} players"
                    );
                    for (c, out) in came_out.iter().enumerate() {
                        self.thrown[c] += self.revealed[c];
                        self.came_out[c] += *out as u32;
                    }
                    self.revealed = [0; 12];
                }
                Event::KeshisClaimed { colours, .. } => {
                    ensure!(
                        (1..=2).contains(&colours.len()),
                        "claimed {} keshis at once",
                        colours.len()
                    );
                    for c in colours {
                        self.claimed[c.index()] += 1;
                    }
                }
                Event::LeftoverReturned { colours } => {
                    for (total, k) in self.leftover.iter_mut().zip(colours) {
                        *total += *k as u32;
                    }
                }
                Event::RoundEnded { season, round } => {
                    let k = self.rounds.len() as u8;
                    ensure!(
                        (*season, *round) == (k / 4, k % 4),
                        "round ({season}, {round}) ended as round number {k}"
                    );
                    self.rounds.push((*season, *round));
                }
                Event::SeasonEnded { season } => {
                    ensure!(
                        *season as usize == self.seasons.len()
                            && self.rounds.len() == 4 * (*season as usize + 1),
                        "season {season} ended after {} rounds and {} seasons",
                        self.rounds.len(),
                        self.seasons.len()
                    );
                    self.seasons.push(*season);
                }
                Event::GameOver { winners } => self.game_over.push(winners.clone()),
                Event::SeasonStarted { .. } => self.bag_drawn = ColourSet::EMPTY,
                Event::ScrollsDiscarded { ty } => self.discards[ty.index()] += 1,
                _ => {}
            }
        }
        Ok(())
    }

    pub(crate) fn check(&mut self, g: &Game) -> Result<(), String> {
        let st = g.state();
        // Tower: thrown in = come out + stuck, per colour.
        for c in 0..12 {
            let stuck = st.tower.stuck[0][c] as u32 + st.tower.stuck[1][c] as u32;
            ensure!(
                self.thrown[c] == self.came_out[c] + stuck,
                "tower: {} {} keshis thrown in, {} came out, {stuck} stuck",
                self.thrown[c],
                Colour::ALL[c],
                self.came_out[c]
            );
            // Tower base: come out = still there + claimed + returned.
            ensure!(
                self.came_out[c] == st.display[c] as u32 + self.claimed[c] + self.leftover[c],
                "tower base: {} {} came out, {} in the base, {} claimed, {} returned",
                self.came_out[c],
                Colour::ALL[c],
                st.display[c],
                self.claimed[c],
                self.leftover[c]
            );
        }
        let thrown: u32 = self.thrown.iter().sum();
        let out: u32 = self.came_out.iter().sum();
        ensure!(
            thrown == out + st.tower.stuck_total(),
            "tower: {thrown} thrown, {out} out, {} stuck",
            st.tower.stuck_total()
        );
        // Workshop stock only goes down.
        if let Some(prev) = self.workshops {
            for (w, (now, before)) in st.workshops.iter().zip(&prev).enumerate() {
                for c in Colour::ALL {
                    ensure!(
                        now[c.index()] <= before[c.index()],
                        "workshop {w} {c} gates went up from {} to {}",
                        before[c.index()],
                        now[c.index()]
                    );
                }
            }
        }
        self.workshops = Some(st.workshops);
        // Solo: the bag holds one keshi of each colour per season, minus
        // those drawn (003: "Lege für den Paschabot jeweils 1 Keshi je Farbe
        // ... in den Beutel").
        if st.pascha.is_some() {
            let bag = st.player(PASCHABOT).screen;
            let mut expect = ColourSet::ALL;
            expect.0 &= !self.bag_drawn.0;
            ensure!(
                bag == expect,
                "the Paschabot's bag is {bag:?}, but {:?} were drawn this season",
                self.bag_drawn
            );
        }
        // Scrolls leave the game only by the Paschabot's madrasa action
        // (and its desert town 10), never to come back.
        let cat = g.catalog();
        let mut present = 0u128;
        for row in &st.scrolls {
            for id in row
                .face_up
                .iter()
                .flatten()
                .chain(row.stacks.iter().flat_map(|s| s.iter()))
            {
                present |= 1 << (id.0 - 1);
            }
        }
        for pl in &st.players[..st.n()] {
            present |= pl.scrolls.0;
            // Special buildings: the 3 yellow scrolls drawn at the start.
            for id in pl.building.scrolls.iter().flatten() {
                present |= 1 << (id.0 - 1);
            }
        }
        let mut gone = 0u128;
        let mut gone_by_type = [0u32; 4];
        for def in &cat.scrolls {
            if present & (1 << (def.id.0 - 1)) == 0 {
                gone |= 1 << (def.id.0 - 1);
                gone_by_type[def.ty.index()] += 1;
            }
        }
        ensure!(
            self.gone & !gone == 0,
            "scrolls came back into the game: {:#x} -> {gone:#x}",
            self.gone
        );
        self.gone = gone;
        for ty in ScrollType::ALL {
            let k = ty.index();
            ensure!(
                gone_by_type[k] <= 3 * self.discards[k],
                "{} {ty:?} scrolls out of the game after {} discards of 3 face-up scrolls",
                gone_by_type[k],
                self.discards[k]
            );
        }
        Ok(())
    }
}

/// Rules followed step by step through one action's events:
/// - R8/R9: the river evaluation rewards the fisherman furthest along (the
///   earlier arrival on the same space), never one on the start space, and
///   second place only in season 3 with more than 2 players;
/// - R6/R15: a water vendor in the sector pays when an assistant there is
///   used (scroll 35: 2 water), and nothing else pays water at that moment;
/// - R1: Essential claims wait beside the board until the claims end.
pub(crate) fn river_and_vendors(
    prev: &State,
    g: &Game,
    events: &[Event],
    second: &mut Option<PlayerId>,
) -> Result<(), String> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut pos: Vec<u8> = prev.players[..n].iter().map(|p| p.fisherman).collect();
    let mut stamp: Vec<u32> = prev.players[..n].iter().map(|p| p.arrival as u32).collect();
    let mut next_stamp = prev.arrivals as u32;
    let mut vendors: Vec<u16> = prev.players[..n].iter().map(|p| p.water_vendors).collect();
    let mut perks: Vec<u64> = prev.players[..n].iter().map(|p| p.perks).collect();
    let (mut awarded, mut checked_lazy) = (false, false);
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::ScrollTaken { player, scroll } => {
                if let ScrollEffect::Perk { perk } = g.catalog().scroll(*scroll).effect {
                    perks[*player as usize] |= perk.bit();
                }
            }
            Event::FishermanMoved { player, to, .. } => {
                pos[*player as usize] = *to;
                stamp[*player as usize] = next_stamp;
                next_stamp += 1;
            }
            Event::RiverTileAwarded { player, place, .. } if lazy_bot(st) => {
                // 003, lazy Paschabot: "Du erhältst den Bonus des
                // Flussplättchens, wenn du mit deinem Fischer in Durchgang 1
                // mindestens die erste Stromschnelle überquert hast, in
                // Durchgang 2 die zweite und in Durchgang 3 die dritte".
                let season = prev.season;
                ensure!(
                    *player == 0 && *place == 0 && rapids_crossed(g.catalog(), pos[0]) > season,
                    "{e:?} against the lazy Paschabot in season {season}, fisherman on {}",
                    pos[0]
                );
                awarded = true;
            }
            Event::RiverTileAwarded { player, place, .. } => {
                let mut order: Vec<usize> = (0..n).filter(|&q| pos[q] > 0).collect();
                order.sort_by_key(|&q| (std::cmp::Reverse(pos[q]), stamp[q]));
                match place {
                    0 => {
                        ensure!(
                            order.first() == Some(&(*player as usize)),
                            "{e:?}, but the river order is {order:?} (spaces {pos:?}, arrivals \
                             {stamp:?})"
                        );
                        *second = order.get(1).map(|&q| q as PlayerId);
                    }
                    _ => ensure!(
                        st.season == 2 && n > 2 && *second == Some(*player),
                        "{e:?} in season {} with {n} players; second place was {second:?}",
                        st.season
                    ),
                }
            }
            Event::KeshiDeployed {
                player,
                colour: Colour::Red,
                sector,
            } => vendors[*player as usize] |= 1 << sector.index(),
            Event::KeshiRemoved {
                player,
                colour: Colour::Red,
                sector,
            } => vendors[*player as usize] &= !(1 << sector.index()),
            // Nomads: "sogar als Wasserverkäufer eingesetzt".
            Event::NomadDeployed {
                player,
                spot: BoardKeshi::WaterVendor { sector },
            } => vendors[*player as usize] |= 1 << sector.index(),
            Event::NomadMoved {
                player,
                from: BoardKeshi::WaterVendor { sector },
                ..
            } => vendors[*player as usize] &= !(1 << sector.index()),
            Event::AssistantUsed { player, sector, .. } if is_paschabot(st, *player) => {
                // 003: "Für jeden Bezirk außer Souk und Madrasa ...
                // Wasserverkäufer: 1 Punkt (statt 1 Wasser)".
                let present = !matches!(sector, Sector::Souk | Sector::Madrasa)
                    && vendors[PASCHABOT as usize] & (1 << sector.index()) != 0;
                if present {
                    ensure!(
                        events.get(i + 1)
                            == Some(&Event::Scored {
                                player: PASCHABOT,
                                points: 1,
                                category: ScoreCategory::Paschabot
                            }),
                        "{e:?} with a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
            }
            Event::AssistantUsed { player, sector, .. } => {
                let q = *player as usize;
                let pl = &prev.players[q];
                let (present, absent) = if *sector == Sector::Souk {
                    (
                        pl.souk_vendor == SoukVendor::Active,
                        pl.souk_vendor == SoukVendor::None,
                    )
                } else {
                    let v = vendors[q] & (1 << sector.index()) != 0;
                    (v, !v)
                };
                let water = 1 + u16::from(perks[q] & Perk::ExtraVendorWater.bit() != 0);
                let paid = matches!(events.get(i + 1), Some(Event::ResourcesGained { player: x, resources })
                    if x == player && resources.dates == 0 && resources.dinars == 0);
                if present {
                    ensure!(
                        matches!(events.get(i + 1), Some(Event::ResourcesGained { player: x, resources })
                            if x == player && *resources == Resources::new(water, 0, 0)),
                        "{e:?} with a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
                if absent {
                    ensure!(
                        !paid,
                        "{e:?} without a water vendor there, then {:?}",
                        events.get(i + 1)
                    );
                }
            }
            // (The Paschabot deploys at once: 003 "Essential: tausche die
            // Holz-Keshis zuerst gegen Papp-Keshis".)
            Event::KeshiDeployed { player, .. } | Event::KeshiReturned { player, .. }
                if st.edition == Edition::Essential
                    && prev.phase == Phase::Claim
                    && st.phase == Phase::Claim
                    && !is_paschabot(st, *player) =>
            {
                return Err(format!("{e:?} during the Essential claims"));
            }
            // Against the lazy bot, the river evaluation happened just
            // before the first provisioning of the season: the tile was
            // awarded exactly when your fisherman had crossed the rapid.
            Event::Provisioned { .. } | Event::SeasonEnded { .. }
                if lazy_bot(st) && prev.phase != Phase::SeasonScoring && !checked_lazy =>
            {
                checked_lazy = true;
                let due = rapids_crossed(g.catalog(), pos[0]) > prev.season;
                ensure!(
                    awarded == due,
                    "lazy Paschabot, season {}: fisherman on {}, river tile awarded: {awarded}",
                    prev.season,
                    pos[0]
                );
            }
            _ => {}
        }
    }
    Ok(())
}
