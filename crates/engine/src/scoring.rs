//! Oasis scoring, final scoring and the score pad.
//!
//! Rulebook, final scoring: "1) Completely filled sectors: ... 8 keshis + 1
//! water vendor keshi the player gains 10 points. 2) Oasis tiles: ... the 3
//! oases of the highest value. 3) Remaining resources: ... Add together all
//! resources and goods keshis and divide the sum by 2, rounding down." Ties:
//! "the tied player leading on the palace staircase is the winner. A further
//! tie is broken in favor of the player leading on the mosque staircase. If
//! still there is no winner, the remaining tied players share the victory."

use crate::action::Decision;
use crate::catalog::{Catalog, OasisEffect};
use crate::ctx::Ctx;
use crate::event::Event;
use crate::seat::{seat, seats, Hook};
use crate::state::{FinalScore, Phase, Player, ScoreCategory, State};
use crate::types::*;
use serde::{Deserialize, Serialize};

/// Sectors that can be completely filled (not the souk).
const SCORING_SECTORS: [Sector; 8] = Sector::SCORING;

/// "completely filled with 8 keshis + 1 water vendor keshi".
pub fn complete_sectors(cat: &Catalog, pl: &Player) -> u8 {
    SCORING_SECTORS
        .iter()
        .filter(|s| pl.sector_keshis(**s) >= cat.rules.sector_capacity.value && pl.has_vendor(**s))
        .count() as u8
}

/// All keshis on a player's board, any type (river tiles 18).
pub fn keshis_on_board(pl: &Player) -> u16 {
    Sector::ALL
        .iter()
        .map(|s| pl.sector_keshis(*s) as u16)
        .sum::<u16>()
        + pl.water_vendor_count() as u16
}

/// Points an oasis is worth to `p`. `returned`: resources handed in for
/// oases 19–21. `at_end`: final scoring (oasis 30 uses R10).
pub fn oasis_points(
    cat: &Catalog,
    st: &State,
    p: PlayerId,
    oasis: OasisId,
    returned: u16,
    at_end: bool,
) -> i16 {
    let pl = st.player(p);
    let v: i32 = match &cat.oasis(oasis).effect {
        OasisEffect::GatePoints { colours, points } => {
            let n = pl
                .gates
                .iter()
                .flatten()
                .filter(|c| colours.contains(c))
                .count() as i32;
            n * *points as i32
        }
        OasisEffect::KeshiCount { colour, base } => *base as i32 + pl.keshis_of(*colour) as i32,
        OasisEffect::LuxuryPoints { luxury, points } => {
            let n = pl
                .luxury_ids()
                .filter(|id| cat.luxury(*id).luxury == *luxury)
                .count() as i32;
            n * *points as i32
        }
        OasisEffect::ReturnResource { base, max, .. } => {
            *base as i32 + returned.min(*max as u16) as i32
        }
        OasisEffect::PerLuxuryGood { base } => *base as i32 + pl.luxury_count() as i32,
        OasisEffect::PerScroll { base } => *base as i32 + pl.scrolls.len() as i32,
        OasisEffect::SparseSectors { points, max_keshis } => {
            let n = SCORING_SECTORS
                .iter()
                .filter(|s| pl.sector_keshis(**s) <= *max_keshis)
                .count() as i32;
            n * *points as i32
        }
        OasisEffect::CompleteSectors { points } => {
            complete_sectors(cat, pl) as i32 * *points as i32
        }
        OasisEffect::PerClaimedOasis { points } => pl.storage.len() as i32 * *points as i32,
        OasisEffect::FinalSpace {
            classic,
            essential,
            points,
        } => {
            // Oases 27/28 name different staircases in the two books (R1).
            let stair = match st.edition {
                Edition::Classic => *classic,
                Edition::Essential => *essential,
            };
            if pl.stairs[stair.index()] >= cat.staircase.final_step {
                *points as i32
            } else {
                0
            }
        }
        OasisEffect::Thresholds { min, points } => {
            let crossed: u8 = pl.stairs.iter().map(|s| cat.segment(*s) - 1).sum();
            if crossed >= *min {
                *points as i32
            } else {
                0
            }
        }
        OasisEffect::LuxuryKinds { points } => {
            let kinds = luxury_kinds(cat, pl).iter().filter(|n| **n > 0).count();
            match kinds.checked_sub(1) {
                Some(i) => points.get(i).or(points.last()).copied().unwrap_or(0) as i32,
                None => 0,
            }
        }
        OasisEffect::LuxuryPairs { points, max } => {
            let pairs = luxury_kinds(cat, pl).iter().filter(|n| **n >= 2).count() as i32;
            (pairs * *points as i32).min(*max as i32)
        }
        OasisEffect::LuxuryPointsCapped {
            luxury,
            points,
            max,
        } => {
            let n = luxury_kinds(cat, pl)[*luxury as usize] as i32;
            (n * *points as i32).min(*max as i32)
        }
        // 003 oasis 35: "1 Punkt für je 2 Schritte auf der Rennstrecke, die
        // dein Kamel zurückgelegt hat (max 15 Punkte)".
        OasisEffect::CamelSteps { steps, max } => {
            (pl.race.camel / (*steps).max(1)).min(*max) as i32
        }
        OasisEffect::PerNomad { points, max } => {
            (pl.nomads.total() as i32 * *points as i32).min(*max as i32)
        }
        OasisEffect::Jetty { points } => {
            // R10: docked at the end of the third season's river evaluation.
            let docked = if at_end {
                pl.docked_at_end
            } else {
                pl.dock.is_some()
            };
            if docked {
                *points as i32
            } else {
                0
            }
        }
    };
    v.clamp(i16::MIN as i32, i16::MAX as i32) as i16
}

/// How many luxury goods of each kind the player owns, by `LuxuryKind`.
fn luxury_kinds(cat: &Catalog, pl: &Player) -> [u8; LuxuryKind::ALL.len()] {
    let mut n = [0u8; LuxuryKind::ALL.len()];
    for id in pl.luxury_ids() {
        let k = cat.luxury(id).luxury as usize;
        n[k] = n[k].saturating_add(1);
    }
    n
}

/// Scrolls 68 and 71: score an oasis now, "as in final scoring".
pub(crate) fn score_oasis_now(ctx: &mut Ctx, p: PlayerId, oasis: OasisId) {
    if let OasisEffect::ReturnResource { resource, max, .. } = ctx.cat.oasis(oasis).effect {
        ctx.decide(
            p,
            Decision::ReturnForOasis {
                oasis,
                resource,
                max,
            },
        );
        return;
    }
    let pts = oasis_points(ctx.cat, ctx.st, p, oasis, 0, false);
    ctx.emit(Event::OasisScored {
        player: p,
        oasis,
        points: pts,
    });
    ctx.points(p, pts, ScoreCategory::OasesDuringGame);
}

/// Oases 19–21 scored during the game: hand in `n` resources now.
pub(crate) fn return_for_oasis(
    ctx: &mut Ctx,
    p: PlayerId,
    oasis: OasisId,
    resource: Resource,
    n: u8,
) {
    let mut r = Resources::ZERO;
    *r.get_mut(resource) = n as u16;
    ctx.pay(p, r);
    let pts = oasis_points(ctx.cat, ctx.st, p, oasis, n as u16, false);
    ctx.emit(Event::OasisScored {
        player: p,
        oasis,
        points: pts,
    });
    ctx.points(p, pts, ScoreCategory::OasesDuringGame);
}

/// The best choice of at most 3 claimed oases together with the resources
/// left over (oases 19–21 take their resources, which then no longer count).
pub fn best_oases(cat: &Catalog, st: &State, p: PlayerId) -> FinalScore {
    let pl = st.player(p);
    let claimed: Vec<OasisId> = pl.storage.iter().copied().collect();
    let k = (cat.rules.best_oases.value as usize).min(claimed.len());
    let divisor = cat.rules.resources_per_point.value;
    let mut best = FinalScore {
        resources_left: pl.resources.total() + pl.goods_total(),
        resource_points: ((pl.resources.total() + pl.goods_total()) / divisor) as i16,
        ..FinalScore::default()
    };
    let mut best_total = best.resource_points;
    let n = claimed.len();
    // Every subset of size <= k (at most C(7,3) + ... = 64 subsets).
    for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize > k {
            continue;
        }
        let mut left = pl.resources;
        let mut chosen: [Option<(OasisId, i16)>; 3] = [None; 3];
        let mut sum = 0i16;
        let mut i = 0;
        for (j, &o) in claimed.iter().enumerate() {
            if mask & (1 << j) == 0 {
                continue;
            }
            let mut returned = 0;
            if let OasisEffect::ReturnResource { resource, max, .. } = cat.oasis(o).effect {
                // Returning counts 1 point instead of half a point.
                returned = left.get(resource).min(max as u16);
                *left.get_mut(resource) -= returned;
            }
            let pts = oasis_points(cat, st, p, o, returned, true);
            sum += pts;
            if i < 3 {
                chosen[i] = Some((o, pts));
            }
            i += 1;
        }
        let rest = left.total() + pl.goods_total();
        let total = sum + (rest / divisor) as i16;
        if total > best_total {
            best_total = total;
            best = FinalScore {
                oases: chosen,
                oasis_points: sum,
                resources_left: rest,
                resource_points: (rest / divisor) as i16,
                ..FinalScore::default()
            };
        }
    }
    best
}

/// Final scoring after the third season.
pub(crate) fn final_scoring(ctx: &mut Ctx) {
    for p in 0..ctx.st.num_players {
        if let Hook::Done(fs) = seat(ctx.st, p).final_score(ctx) {
            ctx.st.final_scores[p as usize] = fs;
            continue;
        }
        // "any guard keshis still on the watchtower are deployed to
        // unoccupied city gate keshi spaces": the medina's count is unchanged.
        let complete = complete_sectors(ctx.cat, ctx.player(p));
        let mut fs = best_oases(ctx.cat, ctx.st, p);
        fs.complete_sectors = complete;
        fs.complete_sector_points = complete as i16 * ctx.cat.rules.complete_sector_points.value;
        // Module 5: "Score (at most) 2 desert towns and 3 claimed oases".
        let (town_points, towns) = crate::modules::desert_towns::final_points(ctx.cat, ctx.st, p);
        fs.towns = towns;
        fs.town_points = town_points;
        // Camel race: "Kamelmist" and "Rennplatzierung".
        (fs.race_placement, fs.dung_penalty) =
            crate::modules::camel_race::final_points(ctx.cat, ctx.st, p);
        ctx.points(p, fs.race_placement, ScoreCategory::CamelRace);
        ctx.points(p, fs.dung_penalty, ScoreCategory::CamelRace);
        ctx.points(p, fs.complete_sector_points, ScoreCategory::CompleteSectors);
        ctx.points(p, fs.oasis_points, ScoreCategory::Oases);
        ctx.points(p, fs.town_points, ScoreCategory::DesertTowns);
        ctx.points(p, fs.resource_points, ScoreCategory::Resources);
        ctx.st.final_scores[p as usize] = fs;
    }
    ctx.st.phase = Phase::GameOver;
    let winners = winners(ctx.cat, ctx.st);
    ctx.emit(Event::GameOver { winners });
}

/// The winners: most points, then further on the palace, then the mosque;
/// players still tied share the victory. Solo: "Besitzt du nun mehr Punkte
/// als der Paschabot, hast du gewonnen. Andernfalls gewinnt der Paschabot";
/// against the lazy Paschabot you win by reaching its first title.
pub fn winners(cat: &Catalog, st: &State) -> Vec<PlayerId> {
    for (_, rules) in seats(st) {
        if let Hook::Done(w) = rules.winners(cat, st) {
            return w;
        }
    }
    let best = (0..st.num_players).map(|p| rank_key(st, p)).max();
    (0..st.num_players)
        .filter(|p| Some(rank_key(st, *p)) == best)
        .collect()
}

/// What orders the players at the end: points, then the palace, then the
/// mosque.
fn rank_key(st: &State, p: PlayerId) -> (i16, u8, u8) {
    let pl = st.player(p);
    (
        pl.score,
        pl.stairs[Stair::Palace.index()],
        pl.stairs[Stair::Mosque.index()],
    )
}

/// Each player's place at the end (1 = first), by [`winners`]'s order:
/// players still tied after the tie-breaks share a place, and the next
/// place is skipped (1, 1, 3). Where a seat's rules decide the winners (a
/// solo game), the winners are first and everybody else second.
pub fn places(cat: &Catalog, st: &State) -> Vec<u8> {
    for (_, rules) in seats(st) {
        if let Hook::Done(w) = rules.winners(cat, st) {
            return (0..st.num_players)
                .map(|p| if w.contains(&p) { 1 } else { 2 })
                .collect();
        }
    }
    (0..st.num_players)
        .map(|p| {
            let key = rank_key(st, p);
            1 + (0..st.num_players)
                .filter(|q| rank_key(st, *q) > key)
                .count() as u8
        })
        .collect()
}

/// One player's score pad.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub player: PlayerId,
    pub total: i16,
    /// Points by category, in [`ScoreCategory::ALL`] order, zero ones left out.
    pub categories: Vec<(ScoreCategory, i16)>,
    /// Final scoring lines, once the game is over.
    pub final_scoring: Option<FinalScore>,
    /// Staircase positions (the tie-breaks).
    pub palace_step: u8,
    pub mosque_step: u8,
    pub winner: bool,
    /// Against the lazy Paschabot: the title your score earns.
    pub title: Option<String>,
}

pub(crate) fn sheets(cat: &Catalog, st: &State) -> Vec<ScoreSheet> {
    let over = st.is_over();
    let win = if over { winners(cat, st) } else { Vec::new() };
    (0..st.num_players)
        .map(|p| {
            let pl = st.player(p);
            ScoreSheet {
                player: p,
                total: pl.score,
                categories: ScoreCategory::ALL
                    .iter()
                    .filter(|c| pl.score_by[c.index()] != 0)
                    .map(|c| (*c, pl.score_by[c.index()]))
                    .collect(),
                final_scoring: over.then(|| st.final_scores[p as usize]),
                palace_step: pl.stairs[Stair::Palace.index()],
                mosque_step: pl.stairs[Stair::Mosque.index()],
                winner: win.contains(&p),
                title: seats(st).find_map(|(_, rules)| rules.title(cat, st, p)),
            }
        })
        .collect()
}
