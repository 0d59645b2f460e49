//! One state: sector limits, resources, score categories, each scroll, luxury good, oasis, city gate and desert town in one place.

use crate::*;

/// Checks of a single state, valid at any time.
pub(crate) fn invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    ensure!(n == g.setup().players as usize, "player count");
    ensure!(st.season < 3, "season {}", st.season);
    let in_round = matches!(
        st.phase,
        Phase::Selection
            | Phase::PlaceAssistants
            | Phase::Claim
            | Phase::Exchange
            | Phase::UseAssistants
            | Phase::RiverBonus
    );
    if in_round {
        ensure!(st.round < 4, "round {} in phase {:?}", st.round, st.phase);
    }
    if st.edition == Edition::Classic {
        ensure!(
            st.phase != Phase::Exchange,
            "Classic game in the exchange phase"
        );
    }
    // New provision tiles: the start of a season or round asks for their
    // bonuses in turn order before anyone selects.
    // So does the library of the special buildings ("Start des 1./2./3.
    // Durchgangs").
    let season_start_bonuses = st.phase == Phase::Selection
        && (st.modules.new_provisions || st.modules.special_buildings == Some(BuildingSide::Front))
        && st.players[..st.num_players as usize]
            .iter()
            .all(|p| p.selection.is_empty() || p.selection == p.screen);
    // Special buildings: "Anstatt der üblichen Startressourcen erhält nun
    // jeder Spieler ... 1 Keshi und 1 gelbe Schriftrolle": the start runs
    // once every building is chosen, before the first round.
    let building_start = st.phase == Phase::Setup
        && st.modules.special_buildings.is_some()
        && st.players[..st.num_players as usize]
            .iter()
            .all(|p| p.building.began);
    // R33: the hard nomad tile's nomad is placed as the tile is turned face
    // up, at setup or after a season's provisioning (with what its space
    // sets off).
    let nomad_tile = matches!(st.phase, Phase::Setup | Phase::ProvisionReveal)
        && st.players[..st.num_players as usize]
            .iter()
            .any(|p| p.provision_draw.nomad_given);
    if !season_start_bonuses
        && !building_start
        && !nomad_tile
        && matches!(
            st.phase,
            Phase::Setup | Phase::Selection | Phase::ProvisionReveal | Phase::GameOver
        )
    {
        ensure!(
            st.agenda.is_empty(),
            "agenda not empty in phase {:?}: {:?}",
            st.phase,
            st.agenda
        );
    }
    if !matches!(st.phase, Phase::Claim) {
        ensure!(
            st.display.iter().all(|&d| d == 0),
            "keshis in the tower base in phase {:?}: {:?}",
            st.phase,
            st.display
        );
    }

    // Pending decisions and legal actions.
    let pending = g.pending();
    if st.is_over() {
        ensure!(
            pending.is_empty(),
            "pending decisions after the game: {pending:?}"
        );
    } else {
        ensure!(
            !pending.is_empty(),
            "nobody to decide in phase {:?}",
            st.phase
        );
    }
    for p in 0..st.num_players {
        let legal = g.legal_actions(p);
        match pending.for_player(p) {
            None => ensure!(
                legal.is_empty(),
                "player {p} not pending but has legal actions"
            ),
            Some(d) => {
                ensure!(
                    !legal.is_empty(),
                    "player {p} must decide {d:?} without options"
                );
                let distinct: HashSet<&Action> = legal.iter().collect();
                ensure!(
                    distinct.len() == legal.len(),
                    "a legal action is listed twice for {d:?}: {legal:?}"
                );
                rule_checks(g, p, d, &legal)?;
                // The engine takes single-option decisions itself (outside
                // the simultaneous phases, which are not on the agenda).
                if !matches!(
                    st.phase,
                    Phase::Setup | Phase::Selection | Phase::ProvisionReveal
                ) {
                    ensure!(
                        legal.len() >= 2,
                        "decision {d:?} of player {p} has a single option {legal:?} but waits"
                    );
                }
            }
        }
    }
    if !matches!(
        st.phase,
        Phase::Setup | Phase::Selection | Phase::ProvisionReveal
    ) {
        ensure!(
            pending.players.len() <= 1,
            "several players to decide in a sequential phase: {pending:?}"
        );
    }
    if matches!(st.phase, Phase::PlaceAssistants | Phase::UseAssistants) {
        let now = st.in_turn(st.turn as usize);
        ensure!(
            pending.players.iter().all(|(p, _)| *p == now),
            "player {now}'s turn in phase {:?} but pending {pending:?}",
            st.phase
        );
    }
    if st.phase == Phase::Selection {
        for (p, _) in pending
            .players
            .iter()
            .filter(|(_, d)| *d == Decision::SelectKeshis)
        {
            let k = st.player(*p).screen.len() as usize;
            let options = g.legal_actions(*p).len();
            ensure!(
                options == k * (k - 1) * (k - 2) / 6,
                "player {p} may select {options} ways from {k} keshis"
            );
        }
    }

    // Each player's board.
    let jetty = cat.river.jetty;
    let mut docks = 0u8;
    let mut provision_seen = [0u8; 256];
    for p in 0..n {
        let pl = &st.players[p];
        let who = format!("player {p}");
        let bot = is_paschabot(st, p as PlayerId);
        if bot {
            bot_invariants(g)?;
        }
        module_invariants(g, p as PlayerId)?;
        for s in Sector::ALL {
            if s != Sector::Souk {
                ensure!(
                    pl.sector_keshis(s) <= 8,
                    "{who}: {} keshis in the {s}",
                    pl.sector_keshis(s)
                );
            }
            if s.has_marker() {
                ensure!(
                    pl.markers[s.index()] <= 8,
                    "{who}: {s} marker {}",
                    pl.markers[s.index()]
                );
            } else {
                ensure!(
                    pl.markers[s.index()] == 0,
                    "{who}: marker value {} for the {s}, which has no marker",
                    pl.markers[s.index()]
                );
            }
        }
        ensure!(
            pl.watchtower + pl.gates_built() <= 8,
            "{who}: {} guards on the watchtower + {} gates",
            pl.watchtower,
            pl.gates_built()
        );
        let caps = path_caps(st);
        ensure!(
            (0..3).all(|k| pl.caravans[k] <= caps[k]),
            "{who}: caravans {:?}, path spaces {caps:?}",
            pl.caravans
        );
        ensure!(
            !pl.has_vendor(Sector::Souk) && pl.water_vendors >> 9 == 0,
            "{who}: water vendors {:#b}",
            pl.water_vendors
        );
        let r = pl.resources;
        ensure!(
            r.water < 10_000 && r.dates < 10_000 && r.dinars < 10_000,
            "{who}: resources {r:?} (wrapped?)"
        );
        ensure!(
            pl.goods.iter().all(|&x| x < 10_000),
            "{who}: goods {:?} (wrapped?)",
            pl.goods
        );
        let sum: i32 = pl.score_by.iter().map(|&x| x as i32).sum();
        ensure!(
            sum == pl.score as i32,
            "{who}: score {} but categories sum to {sum}: {:?}",
            pl.score,
            pl.score_by
        );
        ensure!(
            pl.disc_rotation < 8,
            "{who}: disc rotation {}",
            pl.disc_rotation
        );
        ensure!(
            pl.fisherman <= jetty,
            "{who}: fisherman at {}",
            pl.fisherman
        );
        if let Some(d) = pl.dock {
            ensure!(
                pl.fisherman == jetty,
                "{who}: docked at {d} but on space {}",
                pl.fisherman
            );
            ensure!(docks & (1 << d) == 0, "{who}: docking spot {d} taken twice");
            docks |= 1 << d;
        }
        ensure!(
            pl.stairs.iter().all(|&s| s <= cat.staircase.final_step),
            "{who}: stairs {:?}",
            pl.stairs
        );
        ensure!(
            pl.assistants.len() <= 3,
            "{who}: {} assistants",
            pl.assistants.len()
        );
        ensure!(
            pl.storage.len() <= 7,
            "{who}: {} stored oases",
            pl.storage.len()
        );
        ensure!(
            pl.selection.is_empty() || pl.selection.len() == 3,
            "{who}: selection of {}",
            pl.selection.len()
        );
        if st.edition == Edition::Classic && st.phase == Phase::Claim {
            ensure!(
                pl.held_total() == 0,
                "{who}: Classic claims set aside {:?}",
                pl.held
            );
        }
        match st.phase {
            Phase::Selection => {
                let expect = 12 - 3 * st.round as u32;
                ensure!(
                    pl.screen.len() == expect,
                    "{who}: {} keshis behind the screen in round {}",
                    pl.screen.len(),
                    st.round
                );
                ensure!(
                    pl.selection.0 & !pl.screen.0 == 0,
                    "{who}: selection {:?} not behind the screen {:?}",
                    pl.selection,
                    pl.screen
                );
                ensure!(
                    pl.assistants.is_empty(),
                    "{who}: assistants before placement"
                );
                ensure!(
                    pl.held_total() == 0,
                    "{who}: keshis held {:?} at round start",
                    pl.held
                );
                let active = pl.provision.iter().filter(|t| t.active).count();
                let expect = if bot { 0 } else { st.season as usize + 1 };
                ensure!(
                    active == expect,
                    "{who}: {active} active provision tiles in season {}",
                    st.season
                );
            }
            Phase::PlaceAssistants
            | Phase::Claim
            | Phase::Exchange
            | Phase::UseAssistants
            | Phase::RiverBonus => {
                ensure!(
                    pl.selection.len() == 3 && pl.selection.0 & pl.screen.0 == 0,
                    "{who}: revealed selection {:?} still behind the screen {:?}",
                    pl.selection,
                    pl.screen
                );
                let expect = 12 - 3 * (st.round as u32 + 1);
                ensure!(
                    pl.screen.len() == expect,
                    "{who}: {} keshis behind the screen after the reveal in round {}",
                    pl.screen.len(),
                    st.round
                );
                if matches!(
                    st.phase,
                    Phase::Claim | Phase::Exchange | Phase::UseAssistants
                ) {
                    // The lazy bot places no assistants.
                    let expect = if bot && lazy_bot(st) { 0 } else { 3 };
                    ensure!(
                        pl.assistants.len() == expect,
                        "{who}: {} assistants placed in phase {:?}",
                        pl.assistants.len(),
                        st.phase
                    );
                }
            }
            _ => {}
        }
        // Lasting scroll abilities are exactly those of the owned scrolls.
        let mut perks = 0u64;
        for id in pl.scrolls.iter() {
            if let ScrollEffect::Perk { perk } = cat.scroll(id).effect {
                perks |= perk.bit();
            }
        }
        ensure!(
            pl.perks == perks,
            "{who}: abilities {:#x}, owned scrolls {:?} give {perks:#x}",
            pl.perks,
            pl.scrolls
        );
        // An oasis is face up exactly when a caravan has reached it.
        for (i, slot) in cat.oasis_slots.iter().enumerate() {
            let path = match slot.path {
                SaharaPath::Left => 0,
                SaharaPath::Right => 1,
                SaharaPath::StartOasis => 2,
            };
            let up = pl.oasis_slots[i].status != OasisStatus::Hidden;
            ensure!(
                up == (pl.caravans[path] >= slot.position),
                "{who}: oasis slot {i} ({:?} {}) is {:?} with caravans {:?}",
                slot.path,
                slot.position,
                pl.oasis_slots[i].status,
                pl.caravans
            );
        }
        // One assistant per sector, up to 3 in the souk.
        for sec in Sector::ALL {
            let k = pl.assistants.iter().filter(|x| **x == sec).count();
            let max = if sec == Sector::Souk { 3 } else { 1 };
            ensure!(k <= max, "{who}: {k} assistants in the {sec}");
        }
        ensure!(
            (pl.assistants_used as u32) < (1u32 << pl.assistants.len()),
            "{who}: used assistants {:#b} of {}",
            pl.assistants_used,
            pl.assistants.len()
        );
        // Score categories that can only gain. The lazy bot has no score
        // marker ("weder Tableau und Strategieplättchen noch Spielfiguren
        // oder Marker").
        let start = if bot && lazy_bot(st) {
            0
        } else {
            cat.rules.start_score.value
        };
        ensure!(
            !(bot && lazy_bot(st)) || pl.score == 0,
            "{who}: the lazy Paschabot has {} points",
            pl.score
        );
        ensure!(
            pl.score_by[ScoreCategory::Start.index()] == start,
            "{who}: start points {}",
            pl.score_by[ScoreCategory::Start.index()]
        );
        ensure!(
            pl.score_by[ScoreCategory::Provisioning.index()] <= 0,
            "{who}: positive provisioning points"
        );
        for c in ScoreCategory::ALL {
            if !matches!(
                c,
                ScoreCategory::Provisioning
                    | ScoreCategory::CityGates
                    | ScoreCategory::Start
                    // Camel race: the dung penalty.
                    | ScoreCategory::CamelRace
            ) {
                ensure!(
                    pl.score_by[c.index()] >= 0,
                    "{who}: {} points in {c:?}",
                    pl.score_by[c.index()]
                );
            }
        }
        if !bot {
            for t in &pl.provision {
                provision_seen[t.tile.0 as usize] += 1;
            }
        }
    }
    ensure!(
        st.jetty == docks,
        "jetty spots {:#b} but docked {:#b}",
        st.jetty,
        docks
    );
    for (id, k) in provision_seen.iter().enumerate() {
        ensure!(*k <= 1, "provision tile {id} dealt {k} times");
    }

    scroll_and_luxury_places(g)?;
    oasis_places(g)?;
    town_places(g)?;
    figure_invariants(g)?;

    // City gates: 32 in all, in workshops or built.
    let total: u32 = cat.gates.iter().map(|g| g.count as u32).sum();
    ensure!(total == 32, "the catalog has {total} city gates, not 32");
    let in_workshops: u32 = st.workshops.iter().flatten().map(|&x| x as u32).sum();
    let built: u32 = st.players[..n]
        .iter()
        .map(|p| p.gates_built() as u32)
        .sum::<u32>()
        + st.pascha.map(|b| b.gates_taken() as u32).unwrap_or(0);
    // A gate just bought waits on the agenda to be built.
    let bought = st
        .agenda
        .iter()
        .filter(|t| {
            matches!(
                t,
                Task::Decide {
                    d: Decision::BuildGate { .. },
                    ..
                }
            )
        })
        .count() as u32;
    ensure!(
        in_workshops + built + bought == total,
        "{in_workshops} gates in workshops + {built} built + {bought} bought != {total}"
    );
    Ok(())
}

/// The Paschabot's board and what its `Player` entry may hold (003: "Das
/// Paschabot-Tableau ersetzt das zweite Spielertableau"; its score,
/// fisherman, staircase pawns, assistants, goods and water vendors use the
/// `Player` entry).
pub(crate) fn bot_invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let Some(pb) = st.pascha else {
        return Ok(());
    };
    let pl = st.player(PASCHABOT);
    let unused = pl.markers == [0; 9]
        && pl.entertainers == 0
        && pl.watchtower == 0
        && pl.gates == [None; 8]
        && pl.caravans == [0; 3]
        && pl.storage.is_empty()
        && pl.storage_keshis == [None; 6]
        && pl.oasis_slots == <[OasisSlotState; 6]>::default()
        && pl.provision == <[ProvisionSlot; 3]>::default()
        && pl.resources == Resources::ZERO
        && pl.scrolls.is_empty()
        && pl.perks == 0
        && pl.held == [0; 12]
        && pl.souk_vendor == SoukVendor::None
        && pl.disc_rotation == 0
        // Special buildings: the Paschabot keeps the first building it
        // draws (setup bit 8), "die Rückseite".
        && pl.setup_done == 0b111 | if st.modules.special_buildings.is_some() { 8 } else { 0 };
    ensure!(
        unused,
        "the Paschabot's player entry holds what its board does not have: {pl:?}"
    );
    ensure!(
        pb.rows.iter().all(|r| *r <= 8) && pb.rows[Sector::Souk.index()] == 0,
        "the Paschabot's rows {:?}",
        pb.rows
    );
    // Each gate stands with a guard ("Für jeden Wächter-Keshi, der noch kein
    // Stadttor bewacht").
    ensure!(
        pb.gates_taken() <= pb.rows[Sector::Medina.index()],
        "the Paschabot has {} gates and {} guards",
        pb.gates_taken(),
        pb.rows[Sector::Medina.index()]
    );
    match pb.opponent {
        Opponent::Lazy => {
            // "Der Paschabot erhält weder Tableau und Strategieplättchen noch
            // Spielfiguren oder Marker."
            ensure!(
                pb.rows == [0; 9]
                    && pb.gates == [0; 12]
                    && pb.tiles.is_empty()
                    && pb.deck.is_empty()
                    && pl.stairs == [0, 0]
                    && pl.fisherman == 0
                    && pl.goods == [0; 3]
                    && pl.water_vendors == 0
                    && pl.luxury == 0
                    && pl.towns == [None, None]
                    && pl.assistants.is_empty(),
                "the lazy Paschabot has a board: {pb:?} {pl:?}"
            );
            let mut line: Vec<Colour> = pb.line.to_vec();
            line.sort();
            ensure!(
                line == Colour::ALL,
                "the lazy Paschabot's priority line {:?} is not one of each colour",
                pb.line
            );
        }
        Opponent::Paschabot => {
            // "Benutze immer die Strategieplättchen 1-10", 11-15 only with
            // the camel race, the nomads and the new luxury goods (R22).
            let mut all: Vec<u8> = pb.tiles.iter().chain(pb.deck.iter()).copied().collect();
            all.sort();
            let m = st.modules;
            let last = if m.camel_race && m.nomads && m.new_luxury_goods {
                15
            } else {
                cat.paschabot.base_tiles
            };
            let expect: Vec<u8> = (1..=last).collect();
            ensure!(
                all == expect,
                "strategy tiles {:?} + deck {:?}",
                pb.tiles,
                pb.deck
            );
            // One tile at the start and one each season, never fewer;
            // "Dadurch werden im Spielverlauf insgesamt nur genau 3
            // Strategieplättchen aufgedeckt" (river tile 02 aside).
            let seasons = st.season as usize + 1;
            ensure!(
                pb.tiles.len() >= seasons,
                "{} strategy tiles revealed in season {}",
                pb.tiles.len(),
                st.season
            );
            if pb.difficulty.no_extra_tiles {
                let tile_02 = usize::from(st.river_tiles.contains(&2));
                ensure!(
                    pb.tiles.len() <= seasons + tile_02,
                    "{} strategy tiles revealed in season {} without Sahara bonuses",
                    pb.tiles.len(),
                    st.season
                );
            }
            // Its towns lie day side up; one at the 4th and one at the 8th
            // caravan.
            let towns = pl.towns.iter().flatten().count();
            let sahara = pb.rows[Sector::Sahara.index()];
            ensure!(
                pl.towns.iter().flatten().all(|t| t.claimed)
                    && towns <= usize::from(sahara >= 4) + usize::from(sahara >= 8),
                "the Paschabot's towns {:?} with {sahara} caravans",
                pl.towns
            );
        }
    }
    Ok(())
}

/// Module state of one seat that holds at any time.
pub(crate) fn module_invariants(g: &Game, p: PlayerId) -> Result<(), String> {
    let st = g.state();
    let pl = st.player(p);
    if !st.modules.desert_towns {
        ensure!(
            pl.towns == [None, None],
            "player {p} has desert towns without module 5"
        );
    } else if !is_paschabot(st, p) {
        // A town lies on the space a path's 4th caravan reached (R1,
        // Classic: that caravan may have been returned since; R42: a nomad
        // there may have moved away).
        for k in 0..2 {
            if pl.towns[k].is_some() {
                ensure!(
                    pl.caravans[k] == 4
                        || ((st.edition == Edition::Classic || st.modules.nomads)
                            && pl.caravans[k] == 3),
                    "player {p}: a town on space {k} with caravans {:?}",
                    pl.caravans
                );
            }
        }
    }
    Ok(())
}

/// Module 5: the towns drawn ("3 / 5 / 7" for 2 / 3 / 4 players, R1; solo
/// "wie bei 2 Spielern") are each in one place: the display or a town space.
pub(crate) fn town_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.n();
    let mut all: Vec<u8> = st.towns.iter().copied().collect();
    for pl in &st.players[..n] {
        all.extend(pl.towns.iter().flatten().map(|t| t.town));
    }
    if !st.modules.desert_towns {
        ensure!(all.is_empty(), "desert towns {all:?} without module 5");
        return Ok(());
    }
    let drawn = [3, 5, 7][n - 2];
    let mut sorted = all.clone();
    sorted.sort();
    sorted.dedup();
    ensure!(
        sorted.len() == all.len()
            && all.len() == drawn
            && all
                .iter()
                .all(|t| cat.desert_towns.iter().any(|d| d.id == *t)),
        "desert towns {all:?} (display {:?}), {drawn} drawn",
        st.towns
    );
    Ok(())
}

/// Module 2 (R18): "As soon as a player reaches the stair where the sultan
/// or the imam is waiting, they place that pawn next to their own"; "If the
/// player in company of the sultan or imam is passed by another player
/// later, that player now takes that pawn along (drawing level is not
/// enough)"; at the final space the figure goes "to the player in second
/// position ... If several players are tied ..., the pawn is placed one
/// space directly above them."
pub(crate) fn figure_invariants(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    if !st.modules.imam_sultan {
        ensure!(
            st.figures == <[marrakesh_engine::Figure; 2]>::default(),
            "imam and sultan {:?} without module 2",
            st.figures
        );
        return Ok(());
    }
    let fin = cat.staircase.final_step;
    for stair in [Stair::Palace, Stair::Mosque] {
        let f = st.figures[stair.index()];
        let on = |q: usize| st.players[q].stairs[stair.index()];
        let below: Vec<usize> = (0..st.n()).filter(|q| on(*q) < fin).collect();
        match f.carrier {
            Some(c) => {
                let c = c as usize;
                ensure!(
                    c < st.n() && on(c) < fin && f.step == on(c),
                    "{stair:?}: carried by {c} on step {} but the figure is on {}",
                    on(c),
                    f.step
                );
                ensure!(
                    below.iter().all(|q| on(*q) <= on(c)),
                    "{stair:?}: carried by {c} on step {}, passed by {:?}",
                    on(c),
                    below.iter().map(|q| on(*q)).collect::<Vec<_>>()
                );
            }
            None => ensure!(
                below.iter().all(|q| on(*q) < f.step),
                "{stair:?}: waiting on step {}, but pawns stand on {:?}",
                f.step,
                below.iter().map(|q| on(*q)).collect::<Vec<_>>()
            ),
        }
    }
    Ok(())
}

/// Where each scroll and luxury good lies (for messages).
pub(crate) fn component_places(g: &Game, luxury: bool) -> Vec<Vec<String>> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut places: Vec<Vec<String>> = vec![Vec::new(); 256];
    for (p, pl) in st.players[..n].iter().enumerate() {
        if luxury {
            for id in pl.luxury_ids() {
                places[id.0 as usize].push(format!("owned by {p}"));
            }
        } else {
            for id in pl.scrolls.iter() {
                places[id.0 as usize].push(format!("owned by {p}"));
            }
        }
    }
    // (display name, face-up slots, face-down stacks)
    type Row<'a> = (String, Vec<Option<u8>>, Vec<Vec<u8>>);
    let mut rows: Vec<Row> = Vec::new();
    if luxury {
        let stacks = st
            .luxury
            .stacks
            .iter()
            .map(|s| s.iter().map(|id| id.0).collect())
            .collect();
        let face_up = st
            .luxury
            .face_up
            .iter()
            .map(|id| id.map(|id| id.0))
            .collect();
        rows.push(("luxury".into(), face_up, stacks));
    } else {
        for (t, row) in st.scrolls.iter().enumerate() {
            let stacks = row
                .stacks
                .iter()
                .map(|s| s.iter().map(|id| id.0).collect())
                .collect();
            let face_up = row.face_up.iter().map(|id| id.map(|id| id.0)).collect();
            rows.push((format!("{:?}", ScrollType::ALL[t]), face_up, stacks));
        }
    }
    for (name, face_up, stacks) in rows {
        for (i, id) in face_up.iter().enumerate() {
            if let Some(id) = id {
                places[*id as usize].push(format!("{name} face up {i}"));
            }
        }
        for (i, stack) in stacks.iter().enumerate() {
            for id in stack.iter() {
                places[*id as usize].push(format!("{name} stack {i}"));
            }
        }
    }
    places
}

/// Each scroll and each luxury good is in exactly one place.
pub(crate) fn scroll_and_luxury_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let n = st.num_players as usize;
    let mut scrolls = [0u8; 256];
    let mut luxury = [0u8; 256];
    for pl in &st.players[..n] {
        for id in pl.scrolls.iter() {
            scrolls[id.0 as usize] += 1;
        }
        // Special buildings: "Jeder Spieler zieht nun 3 Schriftrollen und
        // muss sich für 1 Schriftrolle davon entscheiden".
        for id in pl.building.scrolls.iter().flatten() {
            scrolls[id.0 as usize] += 1;
        }
        for id in pl.luxury_ids() {
            luxury[id.0 as usize] += 1;
        }
    }
    for (t, row) in st.scrolls.iter().enumerate() {
        let ids = row
            .face_up
            .iter()
            .flatten()
            .chain(row.stacks.iter().flat_map(|s| s.iter()));
        for id in ids {
            scrolls[id.0 as usize] += 1;
            // A scroll on display lies with its own type.
            ensure!(
                cat.scroll(*id).ty == ScrollType::ALL[t],
                "scroll {id} of type {:?} lies with the {:?} scrolls",
                cat.scroll(*id).ty,
                ScrollType::ALL[t]
            );
        }
    }
    let ids = st
        .luxury
        .face_up
        .iter()
        .flatten()
        .chain(st.luxury.stacks.iter().flat_map(|s| s.iter()));
    for id in ids {
        luxury[id.0 as usize] += 1;
    }
    let mut expect = [0u8; 256];
    for s in &cat.scrolls {
        expect[s.id.0 as usize] = 1;
        // The Paschabot's madrasa takes face-up scrolls out of the game
        // (counted by the [`Tracker`]).
        if st.pascha.is_some() && scrolls[s.id.0 as usize] == 0 {
            expect[s.id.0 as usize] = 0;
        }
    }
    if scrolls != expect {
        let places = component_places(g, false);
        let bad: Vec<String> = (0..256)
            .filter(|&i| scrolls[i] != expect[i])
            .map(|i| format!("scroll {i} in {:?}", places[i]))
            .collect();
        return Err(format!("scrolls not each in exactly one place: {bad:?}"));
    }
    let mut expect = [0u8; 256];
    // The goods of the modules in play (the new luxury goods).
    for id in marrakesh_engine::luxury_goods_in_play(cat, &st.modules) {
        expect[id.0 as usize] = 1;
    }
    if luxury != expect {
        let places = component_places(g, true);
        let bad: Vec<String> = (0..256)
            .filter(|&i| luxury[i] != expect[i])
            .map(|i| format!("luxury good {i} in {:?}", places[i]))
            .collect();
        return Err(format!(
            "luxury goods not each in exactly one place: {bad:?}"
        ));
    }
    Ok(())
}

/// Each oasis lies at most once across all Sahara slots, storages and the
/// bonus oases of river tile 02; claimed slots are in their owner's storage.
pub(crate) fn oasis_places(g: &Game) -> Result<(), String> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut seen = [0u8; 256];
    for (p, pl) in st.players[..n].iter().enumerate() {
        if is_paschabot(st, p as PlayerId) {
            // No oases for the Paschabot (see [`bot_invariants`]).
            continue;
        }
        let mut claimed_slots = 0;
        for (i, s) in pl.oasis_slots.iter().enumerate() {
            seen[s.oasis.0 as usize] += 1;
            if s.status == OasisStatus::Claimed {
                claimed_slots += 1;
                ensure!(
                    pl.storage.iter().any(|o| *o == s.oasis),
                    "player {p}: claimed oasis {} (slot {i}) not in storage {:?}",
                    s.oasis,
                    pl.storage
                );
            }
        }
        let mut from_slots = 0;
        for (k, o) in pl.storage.iter().enumerate() {
            ensure!(
                !pl.storage.as_slice()[..k].contains(o),
                "player {p}: oasis {o} stored twice"
            );
            let on_slot = pl
                .oasis_slots
                .iter()
                .any(|s| s.oasis == *o && s.status == OasisStatus::Claimed);
            if on_slot {
                from_slots += 1;
            } else {
                // Taken from the bonus oases of river tile 02.
                seen[o.0 as usize] += 1;
            }
        }
        ensure!(
            from_slots == claimed_slots,
            "player {p}: {claimed_slots} claimed slots, {from_slots} of them stored"
        );
    }
    for o in st.bonus_oases.iter().flatten() {
        seen[o.0 as usize] += 1;
    }
    if let Some(id) = seen.iter().position(|&k| k > 1) {
        let mut places = Vec::new();
        for (p, pl) in st.players[..n].iter().enumerate() {
            for (i, s) in pl.oasis_slots.iter().enumerate() {
                if s.oasis.0 as usize == id {
                    places.push(format!("slot {i} of player {p} ({:?})", s.status));
                }
            }
            if pl.storage.iter().any(|o| o.0 as usize == id) {
                places.push(format!("storage of player {p}"));
            }
        }
        if st.bonus_oases.contains(&Some(OasisId(id as u8))) {
            places.push("bonus oases".into());
        }
        return Err(format!("oasis {id} is in several places: {places:?}"));
    }
    Ok(())
}
