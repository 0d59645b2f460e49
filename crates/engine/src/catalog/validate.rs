//! Validation: a [`CatalogFile`] becomes a [`Catalog`] only if every
//! section fits the books' component lists and the engine's limits. One
//! check per TOML section, each naming the entry at fault (as cozy-chess
//! composes its `*_is_valid` checks). Arithmetic on catalog values is
//! checked, so a hostile value is refused, never wrapped.

use super::index::Index;
use super::provisions::{ProvisionEffect, ProvisionTier};
use super::schema::*;
use super::{Catalog, CatalogError};
use crate::types::*;
use std::collections::BTreeSet;

/// The longest catalog text accepted (1 MiB; the embedded one is about
/// 100 KB). A game file carries its catalog as a JSON string, at worst six
/// bytes per byte of TOML, so a game file made with any accepted catalog
/// stays well under the terminal program's 16 MiB file limit and can always
/// be loaded again.
pub const MAX_TOML_BYTES: usize = 1 << 20;

/// The most spectators an audience-disc section may show: the books print
/// 0 to 4 (module 4: "1 section with 4 spectators"). With scroll 31's extra
/// spectator a field's bonus is gained at most 5 times, within the counts
/// the engine's agenda and decisions are built and tested for.
pub const MAX_SPECTATORS: u8 = 4;

/// The most keshis a scroll's "any keshi" effect may give: the books print
/// 1, 2 and 3 (scrolls 30, 43, 67). Each is a decision on the agenda, which
/// holds a bounded number of tasks.
pub const MAX_ANY_KESHI_TIMES: u8 = 3;

impl CatalogFile {
    /// Checks the file against the books' component lists and the engine's
    /// limits, and makes it the read-only catalog.
    pub fn validate(self) -> Result<Catalog, CatalogError> {
        check_rules(&self)?;
        check_river(&self)?;
        check_staircase(&self)?;
        check_lines(&self)?;
        check_workshops_and_gates(&self)?;
        check_main_square(&self)?;
        check_sahara(&self)?;
        check_scrolls(&self)?;
        check_oases(&self)?;
        check_river_tiles(&self)?;
        check_provision_tiles(&self)?;
        check_luxury_goods(&self)?;
        check_exchange_offices(&self)?;
        check_staircase_tiles(&self)?;
        check_desert_towns(&self)?;
        if let Some(race) = &self.camel_race {
            race.check(self.rules.seasons.value)?;
        }
        if let Some(nomads) = &self.nomads {
            nomads.check()?;
        }
        if let Some(sb) = &self.special_buildings {
            let kinds: Vec<LuxuryKind> = self.luxury_goods.iter().map(|g| g.luxury).collect();
            sb.check(self.storage_spaces.len(), &kinds)?;
        }
        check_paschabot(&self)?;
        let index = Index::build(&self);
        Ok(Catalog { file: self, index })
    }
}

fn bad(entry: impl Into<String>, problem: impl Into<String>) -> CatalogError {
    CatalogError::Invalid {
        entry: entry.into(),
        problem: problem.into(),
    }
}

/// Values a user may correct, within the range the engine plays (a
/// value outside it would make no game, e.g. no keshi to claim), and
/// values fixed by the board's layout (the number of display slots,
/// stacks and spaces).
fn check_rule_ranges(r: &Rules) -> Result<(), CatalogError> {
    fn within<T: PartialOrd + Copy + std::fmt::Display>(
        name: &str,
        v: T,
        lo: T,
        hi: T,
        why: &str,
    ) -> Result<(), CatalogError> {
        if v < lo || v > hi {
            return bad(
                format!("rules.{name}"),
                format!("{v} is outside {lo}..={hi} ({why})"),
            )
            .into_err();
        }
        Ok(())
    }
    let playable = "the range the engine plays";
    within("start_score", r.start_score.value, -50, 100, playable)?;
    let res = r.start_resources.value;
    within(
        "start_resources",
        res.water.max(res.dates).max(res.dinars),
        0,
        20,
        playable,
    )?;
    within(
        "souk_assistants",
        r.souk_assistants.value,
        1,
        3,
        "each player has 3 assistants",
    )?;
    within(
        "claim_max",
        r.claim_max.value,
        1,
        8,
        "at least 1 keshi per claim",
    )?;
    within(
        "complete_sector_points",
        r.complete_sector_points.value,
        0,
        50,
        playable,
    )?;
    within(
        "best_oases",
        r.best_oases.value,
        1,
        3,
        "the score pad has 3 oasis rows",
    )?;
    within(
        "resources_per_point",
        r.resources_per_point.value,
        1,
        10,
        playable,
    )?;
    within(
        "gate_match_points",
        r.gate_match_points.value,
        0,
        20,
        playable,
    )?;
    within(
        "gates_per_workshop",
        r.gates_per_workshop.value,
        8,
        8,
        "32 gates on 4 workshops",
    )?;
    within(
        "oases_per_player",
        r.oases_per_player.value,
        6,
        6,
        "6 oasis spaces on the Sahara paths",
    )?;
    within(
        "provision_tiles_per_player",
        r.provision_tiles_per_player.value,
        3,
        3,
        "3 provision spaces on the player board",
    )?;
    within(
        "exchange_offices_drawn",
        r.exchange_offices_drawn.value,
        3,
        3,
        "one per season",
    )?;
    within(
        "luxury_display",
        r.luxury_display.value,
        5,
        5,
        "5 souk shops",
    )?;
    within(
        "scroll_stacks_classic",
        r.scroll_stacks_classic.value,
        3,
        3,
        "3 academies per colour",
    )?;
    within(
        "scroll_display_essential",
        r.scroll_display_essential.value,
        3,
        3,
        "3 face-up scrolls per colour",
    )?;
    within("threshold_dinars", r.threshold_dinars.value, 0, 5, playable)?;
    within(
        "final_space_step_points",
        r.final_space_step_points.value,
        0,
        10,
        playable,
    )?;
    within(
        "jetty_step_points",
        r.jetty_step_points.value,
        0,
        10,
        playable,
    )?;
    within(
        "madrasa_refresh_dinars",
        r.madrasa_refresh_dinars.value,
        0,
        5,
        playable,
    )?;
    within(
        "bonus_oases_river_tile_02",
        r.bonus_oases_river_tile_02.value,
        0,
        3,
        "3 spaces for face-up oases",
    )?;
    for (i, n) in r.desert_towns_drawn.value.iter().enumerate() {
        within(
            &format!("desert_towns_drawn[{i}]"),
            *n,
            0,
            7,
            "at most 7 towns on display",
        )?;
    }
    within(
        "desert_town_points",
        r.desert_town_points.value,
        0,
        20,
        playable,
    )?;
    within(
        "desert_towns_scored",
        r.desert_towns_scored.value,
        1,
        2,
        "2 town spaces",
    )?;
    let cost = r.desert_town_cost.value;
    within(
        "desert_town_cost",
        cost.iter().map(|c| *c as u16).sum::<u16>(),
        1,
        9,
        playable,
    )?;
    Ok(())
}

/// `rules: the game's shape and the values a user may correct`.
fn check_rules(c: &CatalogFile) -> Result<(), CatalogError> {
    let r = &c.rules;
    if r.seasons.value != 3 || r.rounds_per_season.value != 4 {
        return bad("rules", "the game has 3 seasons of 4 rounds").into_err();
    }
    if r.sector_capacity.value != 8 {
        return bad("rules.sector_capacity", "sectors hold 8 keshis").into_err();
    }
    if r.keshis_selected.value != 3 {
        return bad("rules.keshis_selected", "players select 3 keshis").into_err();
    }
    if r.resources_per_point.value == 0 {
        return bad("rules.resources_per_point", "must be at least 1").into_err();
    }
    check_rule_ranges(r)?;
    if r.storage_keshi_colours.value.len() != 8 {
        return bad(
            "rules.storage_keshi_colours",
            "the bag holds 8 keshis, one of each colour except yellow, purple, orange and brown",
        )
        .into_err();
    }
    Ok(())
}

/// `river: its length, docking points and rapids`.
fn check_river(c: &CatalogFile) -> Result<(), CatalogError> {
    let river = &c.river;
    if river.jetty < 2 || river.jetty > 60 {
        return bad("river.jetty", "implausible river length").into_err();
    }
    if river.crocodile == 0 || river.crocodile >= river.jetty {
        return bad("river.crocodile", "must lie between start and jetty").into_err();
    }
    if river.docking_points.len() < 4 {
        return bad("river.docking_points", "4 fishermen must be able to dock").into_err();
    }
    if river.rapids.len() < 3 {
        return bad("river.rapids", "at least 3 rapids (lazy Paschabot)").into_err();
    }
    let mut last = 0;
    for (i, rp) in river.rapids.iter().enumerate() {
        if rp.space <= last || rp.space >= river.jetty {
            return bad(
                format!("river.rapids[{i}]"),
                "rapids must be in increasing order between start and jetty",
            )
            .into_err();
        }
        last = rp.space;
        check_bonus(&format!("river.rapids[{i}]"), &rp.bonus)?;
    }
    Ok(())
}

/// `staircase: thresholds and the final space`.
fn check_staircase(c: &CatalogFile) -> Result<(), CatalogError> {
    let st = &c.staircase;
    if st.final_step != 16 {
        return bad(
            "staircase.final_step",
            "desert towns 04/05: at most 16 steps to the final space",
        )
        .into_err();
    }
    if !st.thresholds.windows(2).all(|w| w[0] < w[1])
        || st.thresholds[0] == 0
        || st.thresholds[3] >= st.final_step
    {
        return bad(
            "staircase.thresholds",
            "4 increasing thresholds below the final space",
        )
        .into_err();
    }
    if st.thresholds[2] != 11 {
        return bad(
            "staircase.thresholds",
            "desert town 05 example: the 4th segment starts at step 11",
        )
        .into_err();
    }
    if st.sultan_start == 0
        || st.sultan_start >= st.final_step
        || st.imam_start == 0
        || st.imam_start >= st.final_step
    {
        return bad("staircase.sultan_start", "must lie on the staircase").into_err();
    }
    Ok(())
}

/// `line_spaces and lines: the line network between the staircases`.
fn check_lines(c: &CatalogFile) -> Result<(), CatalogError> {
    let mut ids = BTreeSet::new();
    for s in &c.line_spaces {
        if !ids.insert(s.id) {
            return bad(format!("line_spaces id {}", s.id), "duplicate id").into_err();
        }
        check_bonus(&format!("line_spaces id {}", s.id), &s.bonus)?;
    }
    let count = |p: LineSpacePlace| c.line_spaces.iter().filter(|s| s.place == p).count();
    if count(LineSpacePlace::Coverable) != 12
        || count(LineSpacePlace::Top) != 2
        || count(LineSpacePlace::Bottom) != 1
        || count(LineSpacePlace::PalaceSide) != 5
        || count(LineSpacePlace::MosqueSide) != 5
    {
        return bad(
            "line_spaces",
            "need 5 spaces next to each staircase, 12 coverable, 2 top and 1 bottom space",
        )
        .into_err();
    }
    if c.lines.len() != 25 {
        return bad("lines", "25 lines, one per pair of segments").into_err();
    }
    let mut pairs = BTreeSet::new();
    for l in &c.lines {
        let name = format!("lines ({}, {})", l.palace, l.mosque);
        if !(1..=5).contains(&l.palace) || !(1..=5).contains(&l.mosque) {
            return bad(name, "segments are 1..=5").into_err();
        }
        if !pairs.insert((l.palace, l.mosque)) {
            return bad(name, "duplicate line").into_err();
        }
        if l.spaces.is_empty() {
            return bad(name, "a line passes at least one space").into_err();
        }
        for sid in &l.spaces {
            if !ids.contains(sid) {
                return bad(name, format!("unknown space {sid}")).into_err();
            }
        }
    }
    Ok(())
}

/// `workshops, gates and gate_spaces`.
fn check_workshops_and_gates(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.workshops.len() != 4 {
        return bad("workshops", "4 workshops").into_err();
    }
    let w = &c.workshops;
    if (w[0].price, w[0].points) != (0, -3)
        || (w[1].price, w[1].points) != (1, 1)
        || w[2].points != 3
        || (w[3].price, w[3].points) != (3, 7)
    {
        return bad("workshops", "printed values are 0/-3, 1/+1, ?/+3, 3/+7").into_err();
    }
    let total: u32 = c.gates.iter().map(|g| g.count as u32).sum();
    if total != 32 {
        return bad("gates", "32 city gates").into_err();
    }
    for g in &c.gates {
        let expected = match g.colour {
            Colour::Purple | Colour::Orange | Colour::Yellow | Colour::Beige => 2,
            _ => 3,
        };
        if g.count != expected {
            return bad(
                format!("gates {}", g.colour),
                format!("the box has {expected}"),
            )
            .into_err();
        }
    }
    if c.gates
        .iter()
        .map(|g| g.colour)
        .collect::<BTreeSet<_>>()
        .len()
        != 12
    {
        return bad("gates", "one entry per colour").into_err();
    }
    if c.gate_spaces.len() != 8 {
        return bad("gate_spaces", "8 gate spaces per board").into_err();
    }
    let sectors: BTreeSet<_> = c.gate_spaces.iter().map(|g| g.sector).collect();
    if sectors.len() != 8 || sectors.contains(&Sector::Medina) {
        return bad(
            "gate_spaces",
            "one gate space in front of each sector but the medina",
        )
        .into_err();
    }
    Ok(())
}

/// `main_square_fields and audience_disc`.
fn check_main_square(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.main_square_fields.len() != 8 {
        return bad("main_square_fields", "8 entertainer fields").into_err();
    }
    for (i, f) in c.main_square_fields.iter().enumerate() {
        check_bonus(&format!("main_square_fields[{i}]"), &f.bonus)?;
    }
    if c.audience_disc.pink.len() != 8 {
        return bad("audience_disc.pink", "8 sections").into_err();
    }
    for (side, disc) in [
        ("pink", &c.audience_disc.pink),
        ("purple", &c.audience_disc.purple),
    ] {
        if let Some(i) = disc.iter().position(|n| *n > MAX_SPECTATORS) {
            return bad(
                format!("audience_disc.{side}[{i}]"),
                format!("at most {MAX_SPECTATORS} spectators face a field"),
            )
            .into_err();
        }
    }
    if c.audience_disc.purple.len() != 8
        || !c.audience_disc.purple.contains(&0)
        || !c.audience_disc.purple.contains(&4)
    {
        return bad(
            "audience_disc.purple",
            "8 sections, one with 0 and one with 4 spectators",
        )
        .into_err();
    }
    Ok(())
}

/// `oasis_slots, storage_spaces and start_oasis`.
fn check_sahara(c: &CatalogFile) -> Result<(), CatalogError> {
    let r = &c.rules;
    if c.oasis_slots.len() != 6 {
        return bad("oasis_slots", "6 oasis slots").into_err();
    }
    for path in [SaharaPath::Left, SaharaPath::Right] {
        for pos in 1..=3 {
            let n = c
                .oasis_slots
                .iter()
                .filter(|s| s.path == path && s.position == pos)
                .count();
            if n != 1 {
                return bad(
                    format!("oasis_slots {path:?} {pos}"),
                    "each long path has positions 1, 2, 3",
                )
                .into_err();
            }
        }
    }
    if c.storage_spaces.len() != 6 {
        return bad("storage_spaces", "6 oasis storage spaces").into_err();
    }
    let keshi_spaces = c
        .storage_spaces
        .iter()
        .filter(|s| s.icon == StorageIcon::Keshi)
        .count() as u8;
    let two_p = c
        .storage_spaces
        .iter()
        .filter(|s| s.icon == StorageIcon::KeshiTwoPlayers)
        .count() as u8;
    if keshi_spaces != r.storage_keshis.value
        || keshi_spaces + two_p != r.storage_keshis_two_players.value
    {
        return bad(
            "storage_spaces",
            "keshi spaces must match the number of storage keshis drawn",
        )
        .into_err();
    }
    if c.storage_spaces[0].icon != StorageIcon::Keshi {
        return bad(
            "storage_spaces[0]",
            "Sarah's example: the first storage space holds a keshi",
        )
        .into_err();
    }
    check_bonus("start_oasis.right", &c.start_oasis.right)?;
    check_bonus("start_oasis.left", &c.start_oasis.left)?;
    Ok(())
}

/// `scrolls`.
fn check_scrolls(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.scrolls.len() != 72 {
        return bad("scrolls", "72 scrolls").into_err();
    }
    let mut seen = BTreeSet::new();
    for s in &c.scrolls {
        let name = format!("scroll {:02}", s.id);
        if !(1..=72).contains(&s.id.0) || !seen.insert(s.id) {
            return bad(name, "ids are 1..=72, each once").into_err();
        }
        let (ty, req, cost) = match s.id.0 {
            1..=21 => (ScrollType::Gray, 1, 1),
            22..=42 => (ScrollType::Yellow, 3, 1),
            43..=60 => (ScrollType::Pink, 5, 2),
            _ => (ScrollType::Orange, 7, 3),
        };
        if s.ty != ty || s.requirement != req || s.cost != cost {
            return bad(
                name,
                format!("{ty:?} scrolls need {req} scholars and {cost} dates"),
            )
            .into_err();
        }
        let timing_ok = match s.effect {
            ScrollEffect::Perk { perk } => match perk {
                Perk::RapidsAtSeasonScoring => s.timing == Timing::SeasonEnd,
                Perk::AllRapidBonuses => s.timing == Timing::RoundEnd,
                _ => s.timing == Timing::Permanent,
            },
            _ => s.timing == Timing::Instant,
        };
        if !timing_ok {
            return bad(name, "timing does not fit the effect").into_err();
        }
        if let ScrollEffect::AnyKeshi { times } = s.effect {
            if !(1..=MAX_ANY_KESHI_TIMES).contains(&times) {
                return bad(
                    name,
                    format!("any keshi 1 to {MAX_ANY_KESHI_TIMES} times (the books print 1, 2, 3)"),
                )
                .into_err();
            }
        }
        if let ScrollEffect::GoodsKeshis { colours } = s.effect {
            if !colours.iter().all(|c| c.is_goods()) {
                return bad(name, "goods scrolls give goods keshis").into_err();
            }
        }
    }
    let perks: Vec<Perk> = c
        .scrolls
        .iter()
        .filter_map(|s| match s.effect {
            ScrollEffect::Perk { perk } => Some(perk),
            _ => None,
        })
        .collect();
    if perks.iter().collect::<BTreeSet<_>>().len() != perks.len() {
        return bad("scrolls", "each lasting ability appears on one scroll").into_err();
    }
    Ok(())
}

/// `oases`: 01-30 of the base box, and the expansion box's new oases
/// (31-36, each naming the module it needs).
fn check_oases(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.oases.iter().filter(|o| o.needs.is_none()).count() != 30 || c.oases.len() > 36 {
        return bad("oases", "30 base oases and at most 6 new ones").into_err();
    }
    let mut seen = BTreeSet::new();
    for o in &c.oases {
        let name = format!("oasis {:02}", o.id);
        if !(1..=36).contains(&o.id.0) || !seen.insert(o.id) {
            return bad(name, "ids are 1..=36, each once").into_err();
        }
        if (o.id.0 > 30) != o.needs.is_some() {
            return bad(
                name,
                "the new oases 31-36 (and only they) name the module they need",
            )
            .into_err();
        }
        let empty = match &o.effect {
            OasisEffect::LuxuryKinds { points } => points.is_empty(),
            OasisEffect::CamelSteps { steps, .. } => *steps == 0,
            _ => false,
        };
        if empty {
            return bad(name, "points for at least 1 kind, at least 1 step a point").into_err();
        }
    }
    Ok(())
}

/// `river_tiles`.
fn check_river_tiles(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.river_tiles.len() != 18 {
        return bad("river_tiles", "9 double-sided tiles, 18 faces").into_err();
    }
    let mut seen = BTreeSet::new();
    for t in &c.river_tiles {
        let name = format!("river tile {:02}", t.face);
        if !(1..=18).contains(&t.face) || !seen.insert(t.face) {
            return bad(name, "faces are 1..=18, each once").into_err();
        }
        if !(1..=3).contains(&t.season) {
            return bad(name, "season icon 1..=3").into_err();
        }
        let partner = if t.face % 2 == 1 {
            t.face + 1
        } else {
            t.face - 1
        };
        if let Some(p) = c.river_tiles.iter().find(|x| x.face == partner) {
            if p.season != t.season {
                return bad(name, "both faces of a tile carry the same season icon").into_err();
            }
        }
    }
    for season in 1..=3 {
        let n = c.river_tiles.iter().filter(|t| t.season == season).count();
        if n != 6 {
            return bad(
                format!("river tiles of season {season}"),
                "3 tiles per season icon",
            )
            .into_err();
        }
    }
    Ok(())
}

/// `provision_tiles`: the base box's 12 (01-12, no effect), then the
/// expansion box's 6 moderate and 6 hard ones (003), each with an effect of
/// its tier.
fn check_provision_tiles(c: &CatalogFile) -> Result<(), CatalogError> {
    let count = |t: ProvisionTier| c.provision_tiles.iter().filter(|p| p.tier == t).count();
    let base = count(ProvisionTier::Base);
    let new = (count(ProvisionTier::Moderate), count(ProvisionTier::Hard));
    if base != 12 || (new != (0, 0) && new != (6, 6)) {
        return bad(
            "provision_tiles",
            "12 base provision tiles, and 6 moderate and 6 hard ones",
        )
        .into_err();
    }
    let n = c.provision_tiles.len() as u8;
    check_ids(
        c.provision_tiles.iter().map(|p| p.id.0),
        n,
        "provision tile",
    )?;
    for p in &c.provision_tiles {
        let entry = format!("provision tile {:02}", p.id.0);
        let ok = match p.effect {
            None => p.tier == ProvisionTier::Base,
            Some(e) => {
                e.tier() == p.tier
                    && match e {
                        ProvisionEffect::SeasonBonus { bonus } => {
                            check_bonus(&entry, &bonus)?;
                            true
                        }
                        ProvisionEffect::SeasonFieldBonus { times } => {
                            (1..=MAX_SPECTATORS).contains(&times)
                        }
                        ProvisionEffect::MoveBonus { steps, .. } => (1..=3).contains(&steps),
                        ProvisionEffect::LuxuryDiscount { goods } => (1..=3).contains(&goods),
                        ProvisionEffect::SeasonExchange
                        | ProvisionEffect::RoundExchange
                        | ProvisionEffect::Nomad => true,
                    }
            }
        };
        if !ok {
            return bad(entry, "a base tile has no effect; a new tile's effect fits its tier (steps 1-3, field bonus 1-4x, discount 1-3)").into_err();
        }
    }
    Ok(())
}

/// `luxury_goods`: 25 of the base box (01-25) and the expansion box's 10
/// new ones (26-35).
fn check_luxury_goods(c: &CatalogFile) -> Result<(), CatalogError> {
    if c.luxury_goods.len() != 35 {
        return bad("luxury_goods", "25 luxury goods and 10 new ones").into_err();
    }
    check_ids(c.luxury_goods.iter().map(|p| p.id.0), 35, "luxury good")?;
    for k in LuxuryKind::ALL {
        if c.luxury_goods.iter().filter(|l| l.luxury == k).count() != 5 {
            return bad(format!("luxury goods {k:?}"), "5 of each kind").into_err();
        }
    }
    for l in &c.luxury_goods {
        let name = format!("luxury good {:02}", l.id);
        if l.luxury.is_new() != (l.id.0 > 25) {
            return bad(name, "the new luxury goods are 26-35").into_err();
        }
        if (l.luxury == LuxuryKind::HuntingFalcon) != l.falcon.is_some()
            || (l.luxury == LuxuryKind::RacingSaddle) != l.saddle.is_some()
        {
            return bad(name, "falcons (only) name their keshi and bonus, saddles (only) their camel steps and oasis discount").into_err();
        }
        if l.falcon.is_some_and(|f| {
            f.keshi.is_empty()
                || f.keshi
                    .iter()
                    .any(|c| c.is_goods() || c == Colour::Red || c == Colour::Brown)
        }) {
            return bad(
                name,
                "a falcon asks for a keshi of the board: not goods, red or brown",
            )
            .into_err();
        }
        // "Passend zum abgegebenen Nicht-Waren-Keshi: 3 Schritte auf dem
        // Fluss oder der weißen Palast- oder schwarzen Moschee-Treppe."
        let tracks: ColourSet = [Colour::Turquoise, Colour::White, Colour::Black]
            .into_iter()
            .collect();
        if l.falcon.is_some_and(|f| {
            matches!(f.bonus, FalconBonus::Steps { .. }) && f.keshi.0 & !tracks.0 != 0
        }) {
            return bad(
                name,
                "a falcon's steps follow a turquoise, white or black keshi",
            )
            .into_err();
        }
        match l.cost.iter().try_fold(0u8, |sum, n| sum.checked_add(*n)) {
            None => return bad(name, "costs more than 255 keshis in all").into_err(),
            Some(0) => return bad(name, "costs at least 1 keshi").into_err(),
            Some(_) => {}
        }
    }
    Ok(())
}

/// `exchange_offices: 6 base and 6 of module 3`.
fn check_exchange_offices(c: &CatalogFile) -> Result<(), CatalogError> {
    let r = &c.rules;
    let base_offices = c.exchange_offices.iter().filter(|o| !o.expansion).count();
    if base_offices != 6 || c.exchange_offices.len() != 12 {
        return bad(
            "exchange_offices",
            "6 base exchange offices and 6 of module 3",
        )
        .into_err();
    }
    check_ids(
        c.exchange_offices.iter().map(|p| p.id.0),
        12,
        "exchange office",
    )?;
    for o in &c.exchange_offices {
        let ok_back = match o.back_of {
            None => !o.expansion,
            Some(b) => o.expansion && c.exchange_offices.iter().any(|x| x.id == b && !x.expansion),
        };
        if !ok_back {
            return bad(
                format!("exchange office {}", o.id),
                "module 3 offices are printed on the back of a base office (Essential)",
            )
            .into_err();
        }
    }
    if (r.exchange_offices_drawn.value as usize) < r.seasons.value as usize {
        return bad(
            "rules.exchange_offices_drawn",
            "one exchange office per season",
        )
        .into_err();
    }
    Ok(())
}

/// `staircase_tiles (module 1)`.
fn check_staircase_tiles(c: &CatalogFile) -> Result<(), CatalogError> {
    let r = &c.rules;
    if c.staircase_tiles.len() != 20 {
        return bad("staircase_tiles", "20 double-sided staircase tiles").into_err();
    }
    check_ids(c.staircase_tiles.iter().map(|t| t.id), 20, "staircase tile")?;
    for t in &c.staircase_tiles {
        for b in &t.faces {
            check_bonus(&format!("staircase tile {}", t.id), b)?;
        }
    }
    if r.staircase_tiles_drawn.value != 12 {
        return bad("rules.staircase_tiles_drawn", "12 spaces are covered").into_err();
    }
    Ok(())
}

/// `desert_towns (module 5)`.
fn check_desert_towns(c: &CatalogFile) -> Result<(), CatalogError> {
    let r = &c.rules;
    if c.desert_towns.len() != 12 {
        return bad("desert_towns", "12 desert towns").into_err();
    }
    check_ids(c.desert_towns.iter().map(|t| t.id), 12, "desert town")?;
    if r.desert_towns_drawn.value.len() != 3 {
        return bad(
            "rules.desert_towns_drawn",
            "one count per player number 2-4",
        )
        .into_err();
    }
    Ok(())
}

/// `paschabot: the solo opponent of 003`.
fn check_paschabot(c: &CatalogFile) -> Result<(), CatalogError> {
    let pb = &c.paschabot;
    let rows: BTreeSet<Sector> = pb.rows.iter().copied().collect();
    if pb.rows.len() != 9 || rows.len() != 9 {
        return bad("paschabot.rows", "one row per sector").into_err();
    }
    if pb.main_square.len() != 8 || pb.date_orchard.len() != 8 {
        return bad(
            "paschabot.main_square",
            "8 printed bonuses on the entertainer and date-picker rows",
        )
        .into_err();
    }
    for b in pb.main_square.iter().chain(&pb.date_orchard) {
        check_bonus("paschabot bonus", b)?;
    }
    if pb.new_tile_at_caravan != [3, 5, 7] {
        return bad(
            "paschabot.new_tile_at_caravan",
            "003: the 3rd, 5th and 7th caravan reveal a strategy tile",
        )
        .into_err();
    }
    if pb.madrasa.is_empty() || pb.madrasa.last().is_some_and(|m| m.min_scholars != 0) {
        return bad(
            "paschabot.madrasa",
            "the last option must apply with 0 scholars",
        )
        .into_err();
    }
    if pb.strategy_tiles.len() != 15 || pb.base_tiles != 10 {
        return bad(
            "paschabot.strategy_tiles",
            "15 strategy tiles, 1-10 always used",
        )
        .into_err();
    }
    check_ids(pb.strategy_tiles.iter().map(|t| t.id), 15, "strategy tile")?;
    for t in &pb.strategy_tiles {
        if t.icons.is_empty() {
            return bad(format!("strategy tile {}", t.id), "shows keshi icons").into_err();
        }
        // The top icon is the keshi the special buildings give the bot (003
        // "den ganz oben auf dem Strategieplättchen abgebildeten Keshi"): a
        // keshi colour or goods, never the nomad (R40).
        if t.icons[0] == StrategyIcon::Nomad {
            return bad(
                format!("strategy tile {}", t.id),
                "its top icon is a keshi, not the nomad",
            )
            .into_err();
        }
    }
    if pb.lazy_ladder.len() != 4 {
        return bad("paschabot.lazy_ladder", "4 levels").into_err();
    }
    Ok(())
}

trait IntoErr {
    fn into_err(self) -> Result<(), CatalogError>;
}
impl IntoErr for CatalogError {
    fn into_err(self) -> Result<(), CatalogError> {
        Err(self)
    }
}

fn check_ids(ids: impl Iterator<Item = u8>, n: u8, what: &str) -> Result<(), CatalogError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !(1..=n).contains(&id) || !seen.insert(id) {
            return Err(bad(
                format!("{what} {id:02}"),
                format!("ids are 1..={n}, each once"),
            ));
        }
    }
    Ok(())
}

fn check_bonus(entry: &str, b: &Bonus) -> Result<(), CatalogError> {
    let ok = match *b {
        Bonus::Points { n } => n > 0,
        Bonus::Resources {
            water,
            dates,
            dinars,
        } => water as u16 + dates as u16 + dinars as u16 > 0,
        Bonus::AnyResources { n } | Bonus::Goods { n } | Bonus::RiverSteps { n } => n > 0,
        Bonus::AnyKeshis { n } => (1..=2).contains(&n),
        Bonus::StairSteps { n, .. } | Bonus::EitherStair { n } => n > 0,
        Bonus::Keshi { .. } => true,
    };
    if ok {
        Ok(())
    } else {
        Err(bad(entry, "a bonus must give something"))
    }
}
