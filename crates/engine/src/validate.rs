//! Checks a state loaded from outside before the engine touches it, so a
//! corrupt save is an error, never a panic.

use crate::action::Decision;
use crate::catalog::Catalog;
use crate::seat::seat;
use crate::setup::Setup;
use crate::state::*;
use crate::task::Task;
use crate::types::*;

/// `Err(what)` names the field that is out of place.
fn check(ok: bool, what: &'static str) -> Result<(), &'static str> {
    if ok {
        Ok(())
    } else {
        Err(what)
    }
}

pub(crate) fn state(st: &State, setup: &Setup, cat: &Catalog) -> Result<(), &'static str> {
    let n = st.num_players;
    check(
        (2..=MAX_PLAYERS as u8).contains(&n) && n == setup.players,
        "player count",
    )?;
    check(st.edition == setup.edition, "edition")?;
    check(st.season < cat.rules.seasons.value, "season")?;
    check(st.round <= cat.rules.rounds_per_season.value, "round")?;
    check(st.start_player < n && st.season_player < n, "start player")?;
    check((st.turn as usize) <= n as usize, "turn")?;
    let scroll_ok = |id: ScrollId| cat.has_scroll(id);
    let oasis_ok = |id: OasisId| cat.has_oasis(id);
    let lux_ok = |id: LuxuryId| cat.has_luxury(id);
    for row in &st.scrolls {
        for s in row.stacks.iter().flat_map(|s| s.iter()) {
            check(scroll_ok(*s), "scroll id in a stack")?;
        }
        for s in row.face_up.iter().flatten() {
            check(scroll_ok(*s), "face-up scroll id")?;
        }
    }
    for s in st.luxury.stacks.iter().flat_map(|s| s.iter()) {
        check(lux_ok(*s), "luxury id in a stack")?;
    }
    for s in st.luxury.face_up.iter().flatten() {
        check(lux_ok(*s), "face-up luxury id")?;
    }
    for o in &st.offices {
        check(cat.has_office(*o), "exchange office id")?;
    }
    for t in &st.river_tiles {
        check(cat.has_river_tile(*t), "river tile id")?;
    }
    for o in st.bonus_oases.iter().flatten() {
        check(oasis_ok(*o), "bonus oasis id")?;
    }
    check(
        st.workshops.len() == cat.workshops.len(),
        "number of workshops",
    )?;
    check(
        st.tower_model
            .layers
            .iter()
            .all(|l| l.stick <= 1000 && l.release <= 1000),
        "tower chances",
    )?;
    // A stamp per fisherman's arrival: far fewer in any game, and room to
    // count on without overflow.
    check(st.arrivals < 30_000, "fisherman arrivals")?;
    // A bit per docking spot (a shift as wide as the type would overflow).
    let spots = cat.river.docking_points.len().min(31) as u32;
    check(u32::from(st.jetty) >> spots == 0, "jetty spots")?;
    // Each colour enters the tower at most once per player and round.
    let max_per_colour = (MAX_PLAYERS * 12) as u16;
    for c in 0..12 {
        let total =
            st.display[c] as u16 + st.tower.stuck[0][c] as u16 + st.tower.stuck[1][c] as u16;
        check(total <= max_per_colour, "keshis in the tower")?;
    }
    check(st.modules == setup.modules, "modules")?;
    check(
        st.towns
            .iter()
            .all(|t| cat.desert_towns.iter().any(|d| d.id == *t)),
        "desert town id",
    )?;
    check(
        st.staircase_cover
            .iter()
            .flatten()
            .all(|(t, f)| *f <= 1 && cat.staircase_tiles.iter().any(|x| x.id == *t)),
        "staircase tile",
    )?;
    check(
        st.figures.iter().all(|f| f.carrier.is_none_or(|c| c < n)),
        "imam or sultan",
    )?;
    let cap = cat.rules.sector_capacity.value;
    if let Some(pb) = &st.pascha {
        check(setup.solo.is_some(), "solo board without solo setup")?;
        let tile_ok = |id: &u8| cat.paschabot.strategy_tiles.iter().any(|t| t.id == *id);
        check(
            pb.tiles.iter().all(tile_ok) && pb.deck.iter().all(tile_ok),
            "strategy tile id",
        )?;
        check(pb.rows.iter().all(|r| *r <= cap), "Paschabot row")?;
        check(
            pb.gates.iter().map(|g| *g as u16).sum::<u16>() <= cap as u16,
            "Paschabot gates",
        )?;
    } else {
        check(setup.solo.is_none(), "solo setup without solo board")?;
    }
    for p in 0..MAX_PLAYERS {
        let pl = &st.players[p];
        if p >= n as usize {
            continue;
        }
        // The Paschabot has no oases, provision tiles or storage keshis.
        let provisions = seat(st, p as PlayerId).provisions();
        check(
            provisions || pl.provision.iter().all(|t| !t.active),
            "the Paschabot has no provision tiles",
        )?;
        check(
            pl.provision_turning.is_none_or(|slot| {
                provisions
                    && pl.provision_chosen
                    && matches!(st.phase, Phase::Setup | Phase::ProvisionReveal)
                    && pl.provision.get(slot as usize).is_some_and(|t| !t.active)
            }),
            "provision tile to turn",
        )?;
        check(pl.screen.0 <= ColourSet::ALL.0, "screen")?;
        check(pl.selection.0 <= ColourSet::ALL.0, "selection")?;
        check(pl.assistants_used < 8, "assistants")?;
        for s in Sector::ALL {
            if s.has_marker() {
                check(pl.markers[s.index()] <= cap, "marker above the top")?;
            }
        }
        check(
            pl.watchtower as u16 + pl.gates_built() as u16 <= cap as u16,
            "guards",
        )?;
        let paths = crate::board::path_spaces(st);
        check(
            pl.caravans.iter().zip(paths).all(|(n, cap)| *n <= cap),
            "caravans",
        )?;
        let town_ok = |t: u8| cat.desert_towns.iter().any(|d| d.id == t);
        check(
            pl.towns.iter().flatten().all(|t| town_ok(t.town)),
            "desert town id",
        )?;
        check(pl.disc_rotation < 8, "audience disc")?;
        for s in pl.oasis_slots.iter().filter(|_| provisions) {
            check(oasis_ok(s.oasis), "oasis id on a slot")?;
        }
        for o in pl.storage.iter() {
            check(oasis_ok(*o), "stored oasis id")?;
        }
        for t in pl.provision.iter().filter(|_| provisions) {
            check(cat.has_provision(t.tile), "provision tile id")?;
        }
        check(
            pl.provision_draw
                .extra
                .iter()
                .flatten()
                .all(|t| provisions && cat.has_provision(*t)),
            "drawn provision tile id",
        )?;
        for s in pl.scrolls.iter() {
            check(scroll_ok(s), "owned scroll id")?;
        }
        check(pl.luxury_ids().all(lux_ok), "owned luxury id")?;
        check(pl.fisherman <= cat.river.jetty, "fisherman")?;
        check(
            pl.dock
                .is_none_or(|d| (d as usize) < cat.river.docking_points.len()),
            "docking spot",
        )?;
        check(
            pl.stairs.iter().all(|s| *s <= cat.staircase.final_step),
            "staircase position",
        )?;
        check(pl.water_vendors < (1 << 9), "water vendors")?;
        // Room for any realistic game; keeps arithmetic far from overflow.
        check(
            pl.resources.water < 30_000
                && pl.resources.dates < 30_000
                && pl.resources.dinars < 30_000
                && pl.goods.iter().map(|g| *g as u32).sum::<u32>() < 30_000,
            "resources",
        )?;
        check(pl.held.iter().all(|h| *h <= 16), "keshis beside the board")?;
        check(pl.assistants.len() <= 3, "assistants")?;
        // Special buildings: known buildings and yellow scrolls.
        let b = &pl.building;
        let building_ok = |id: u8| {
            cat.special_buildings
                .as_ref()
                .is_some_and(|d| d.building(id).is_some())
        };
        check(
            b.drawn.iter().flatten().all(|id| building_ok(*id))
                && b.kept.is_none_or(|k| b.drawn.contains(&Some(k))),
            "special building",
        )?;
        check(
            b.scrolls
                .iter()
                .flatten()
                .all(|s| scroll_ok(*s) && cat.scroll(*s).ty == ScrollType::Yellow),
            "start scroll",
        )?;
        check(pl.luxury_saved.iter().all(|s| *s <= 8), "goods saved")?;
    }
    // The modules count their pieces with the base game's counts, so they
    // come after those are bounded.
    crate::modules::camel_race::check(cat, st)?;
    crate::modules::nomads::check(cat, st)?;
    for t in st.agenda.iter() {
        let p = match *t {
            Task::Nothing => continue,
            Task::BuildingStart { step } => {
                check(step <= 2, "special buildings' start step")?;
                continue;
            }
            Task::Decide { p, d } => {
                match d {
                    Decision::LineBonus { line, picks, .. } => check(
                        (line as usize) < cat.lines.len() && picks <= 4,
                        "line bonus",
                    )?,
                    Decision::ReturnForOasis { oasis, .. } => {
                        check(oasis_ok(oasis), "oasis id in a decision")?
                    }
                    Decision::GoodsColour { count }
                    | Decision::KeshiColour { count, .. }
                    | Decision::TakeResources { count } => {
                        check(count <= 24, "count in a decision")?
                    }
                    Decision::DateHarvest { n } => check(n <= cap, "harvest")?,
                    Decision::FalconKeshi { slot, .. } => check(
                        st.luxury
                            .face_up
                            .get(slot as usize)
                            .is_some_and(|g| g.is_some()),
                        "falcon in a shop",
                    )?,
                    Decision::FieldBonus { times } | Decision::ProvisionFieldBonus { times } => {
                        check(times <= 8, "field bonus times")?
                    }
                    Decision::LuxuryDiscount { slot } => {
                        check((slot as usize) < st.luxury.face_up.len(), "luxury shop")?
                    }
                    Decision::StackSearched { stack, .. } => check(stack < 5, "a stack")?,
                    Decision::LibraryScroll { stack, .. } => check(stack < 3, "library stack")?,
                    Decision::SplitSteps { n: k, .. }
                    | Decision::CamelBridge { steps: k }
                    | Decision::SpectatorBonus { times: k } => {
                        check(k <= 8, "steps or times in a decision")?
                    }
                    _ => {}
                }
                p
            }
            Task::Deploy { p, .. }
            | Task::DeployOnBoard { p, .. }
            | Task::Bonus { p, .. }
            | Task::MoveRiver { p, .. }
            | Task::StartClimb { p, .. }
            | Task::Climb { p, .. }
            | Task::Threshold { p, .. }
            | Task::SectorAction { p, .. }
            | Task::MainSquare { p }
            | Task::MainSquareEnd { p }
            | Task::ActionWhereDeployed { p }
            | Task::RiverTile { p, .. }
            | Task::StorageIcon { p, .. }
            | Task::DeployHeld { p }
            | Task::EndTurn { p } => p,
            Task::CamelSteps { p, steps } => {
                check(steps <= 8, "camel steps in a task")?;
                p
            }
            Task::PaschaAssistant { p, .. } => {
                check(
                    !seat(st, p).decides(),
                    "the Paschabot's assistant in a task",
                )?;
                p
            }
            Task::FieldBonus { p, field, .. } => {
                check(field < 8, "field")?;
                p
            }
            Task::ScrollInstant { p, scroll } => {
                check(scroll_ok(scroll), "scroll id in a task")?;
                p
            }
            Task::RapidBonus { p, .. } => p,
            Task::ScoreOasisNow { p, oasis } => {
                check(oasis_ok(oasis), "oasis id in a task")?;
                p
            }
        };
        check(p < n, "player id in a task")?;
    }
    Ok(())
}
