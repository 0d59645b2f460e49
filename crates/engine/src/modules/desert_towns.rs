//! Module 5, desert towns.
//!
//! 002: "place one tile (the smaller one) on the start oasis. This oasis and
//! its associated keshi spaces are not available"; "there is a fourth keshi
//! space on both upper paths, leading the caravan to a far away desert town.
//! If a player deploys a brown caravan keshi to such a space, they choose one
//! of the desert towns from the display ... The player gains an immediate
//! deployment bonus of 4 points." "When claiming a desert town with a Sahara
//! sector action, the player must pay a set of 3 goods keshis (yellow +
//! orange + purple)." "Score (at most) 2 desert towns and 3 claimed oases."

use crate::action::{Action, Decision};
use crate::catalog::{Catalog, DesertTownEffect};
use crate::ctx::Ctx;
use crate::event::Event;
use crate::seat::{seat, Hook};
pub use crate::state::TownSlot;
use crate::state::{Player, ScoreCategory, State};
use crate::task::Task;
use crate::types::*;

/// A caravan reached the desert-town space of path `path` (0 left, 1
/// right): a town from the display, and 4 points (R17: the points even when
/// the display is empty).
pub(crate) fn reach_town(ctx: &mut Ctx, p: PlayerId, path: usize) {
    ctx.points(
        p,
        ctx.cat.rules.desert_town_points.value,
        ScoreCategory::Deployment,
    );
    if ctx.player(p).towns[path].is_none() && !ctx.st.towns.is_empty() {
        ctx.decide(p, Decision::ChooseDesertTown { space: path as u8 });
    }
}

pub(crate) fn legal_choose(ctx: &Ctx, out: &mut Vec<Action>) {
    for index in 0..ctx.st.towns.len() {
        out.push(Action::TakeDesertTown { index: index as u8 });
    }
}

pub(crate) fn resolve_choose(ctx: &mut Ctx, p: PlayerId, space: u8, a: Action) {
    if let Action::TakeDesertTown { index } = a {
        if let Some(town) = ctx.st.towns.remove(index as usize) {
            ctx.player_mut(p).towns[space as usize % 2] = Some(TownSlot {
                town,
                claimed: false,
            });
            ctx.emit(Event::DesertTownTaken { player: p, town });
        }
    }
}

/// Claimable towns in a Sahara action. Town 12 also needs a free guard:
/// "Note: You must have at least 1 uncommitted guard keshi on your
/// watchtower" (000: "Der Spieler benötigt hierzu 1 freien
/// Wächter-Papp-Keshi").
pub(crate) fn legal_claims(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    let cost = ctx.cat.rules.desert_town_cost.value;
    let affordable = (0..3).all(|i| pl.goods[i] >= cost[i] as u16);
    let needs_guard = |town: u8| {
        ctx.cat
            .desert_towns
            .iter()
            .any(|t| t.id == town && t.effect == DesertTownEffect::TakeGate)
    };
    for (space, slot) in pl.towns.iter().enumerate() {
        let Some(t) = slot else { continue };
        if !t.claimed && affordable && (pl.watchtower > 0 || !needs_guard(t.town)) {
            out.push(Action::ClaimDesertTown { space: space as u8 });
        }
    }
}

pub(crate) fn resolve_claim(ctx: &mut Ctx, p: PlayerId, space: u8) {
    let cost = ctx.cat.rules.desert_town_cost.value;
    let Some(mut slot) = ctx.player(p).towns[space as usize % 2] else {
        return;
    };
    let pl = ctx.player_mut(p);
    for (g, c) in pl.goods.iter_mut().zip(cost) {
        *g -= c as u16;
    }
    slot.claimed = true;
    pl.towns[space as usize % 2] = Some(slot);
    ctx.emit(Event::DesertTownClaimed {
        player: p,
        town: slot.town,
    });
    instant(ctx, p, slot.town);
}

/// Towns 10-12: "Resolve the effect once when claiming".
fn instant(ctx: &mut Ctx, p: PlayerId, town: u8) {
    let Some(def) = ctx.cat.desert_towns.iter().find(|t| t.id == town) else {
        return;
    };
    match def.effect {
        DesertTownEffect::TakeScroll => ctx.decide(p, Decision::FreeScroll),
        DesertTownEffect::TakeLuxuryGood => ctx.decide(p, Decision::FreeLuxury),
        // "You must have at least 1 uncommitted guard keshi on your
        // watchtower"; the gate's keshi is deployed after building.
        DesertTownEffect::TakeGate if ctx.player(p).watchtower > 0 => {
            ctx.push(Task::DeployHeld { p });
            ctx.decide(p, Decision::FreeGate);
        }
        _ => {}
    }
}

/// Town 10: "take 1 scroll of your choice from the display ... nor do you
/// have to pay any dates".
pub(crate) fn legal_free_scroll(ctx: &Ctx, out: &mut Vec<Action>) {
    for ty in ScrollType::ALL {
        out.extend(crate::displays::take_scroll_actions(ctx.st, ty));
    }
    out.push(Action::Done);
}

/// Town 11: any face-up luxury good, free of goods keshis (a hunting
/// falcon still asks for its keshi from the board).
pub(crate) fn legal_free_luxury(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for (slot, g) in ctx.st.luxury.face_up.iter().enumerate() {
        if g.is_some_and(|id| crate::modules::new_luxury_goods::keshi_available(ctx, p, id)) {
            out.push(Action::BuyLuxury { slot: slot as u8 });
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_free_luxury(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::BuyLuxury { slot } = a {
        let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
            return;
        };
        if crate::modules::new_luxury_goods::keshi_to_return(ctx, p, id).is_some() {
            ctx.decide(p, Decision::FalconKeshi { slot, free: true });
        } else {
            ctx.st.luxury.face_up[slot as usize] = None;
            super::take_luxury(ctx, p, id);
        }
    }
}

/// Town 12: any gate, no dinars; "You may take" (000: "darf"): `Done`
/// declines.
pub(crate) fn legal_free_gate(ctx: &Ctx, out: &mut Vec<Action>) {
    for w in 0..ctx.st.workshops.len() {
        for colour in Colour::ALL {
            if ctx.st.workshops[w][colour.index()] > 0 {
                out.push(Action::BuyGate {
                    workshop: w as u8,
                    colour,
                    pay: Resources::ZERO,
                });
            }
        }
    }
    out.push(Action::Done);
}

/// Points of a claimed town at final scoring.
pub fn town_points(cat: &Catalog, st: &State, p: PlayerId, town: u8) -> i16 {
    let pl: &Player = st.player(p);
    let Some(def) = cat.desert_towns.iter().find(|t| t.id == town) else {
        return 0;
    };
    // 003 adjusts some towns for the Paschabot.
    let v: i32 = match seat(st, p).town_points(st, def.effect) {
        Hook::Done(v) => v,
        Hook::Base => match def.effect {
            DesertTownEffect::PointsPerGate { points } => pl.gates_built() as i32 * points as i32,
            DesertTownEffect::PointsPerLuxuryGood { points } => {
                pl.luxury_count() as i32 * points as i32
            }
            DesertTownEffect::PointsPerScroll { points } => pl.scrolls.len() as i32 * points as i32,
            DesertTownEffect::StairSteps { stair } => {
                pl.stairs[stair.index()].min(cat.staircase.final_step) as i32
            }
            DesertTownEffect::KeshisDivided { divisor } => {
                let n = Sector::SCORING
                    .iter()
                    .map(|s| pl.sector_keshis(*s) as u16)
                    .sum::<u16>()
                    + pl.water_vendor_count() as u16;
                n as i32 / divisor.max(1) as i32
            }
            DesertTownEffect::RiverSteps => match st.edition {
                Edition::Essential => pl.river_steps[2] as i32,
                Edition::Classic => pl.river_steps.iter().map(|n| *n as i32).sum(),
            },
            DesertTownEffect::SectorsWithKeshis { min, points } => {
                let n = Sector::SCORING
                    .iter()
                    .filter(|s| pl.sector_keshis(**s) + u8::from(pl.has_vendor(**s)) >= min)
                    .count() as i32;
                n * points as i32
            }
            DesertTownEffect::EntertainerSpectators => (0..8u8)
                .filter(|f| pl.entertainers & (1 << f) != 0)
                .map(|f| spectators(cat, st, p, f) as i32)
                .sum(),
            DesertTownEffect::TakeScroll
            | DesertTownEffect::TakeLuxuryGood
            | DesertTownEffect::TakeGate => 0,
        },
    };
    v.clamp(i16::MIN as i32, i16::MAX as i32) as i16
}

/// Spectators facing a field of `p`'s disc (pink or purple side, scroll 31).
pub fn spectators(cat: &Catalog, st: &State, p: PlayerId, field: u8) -> u8 {
    let pl = st.player(p);
    crate::modules::special_buildings::printed_spectators(cat, st, p, field)
        + u8::from(pl.has(crate::catalog::Perk::ExtraSpectator))
}

/// Final scoring of the claimed towns ("at most 2").
pub(crate) fn final_points(
    cat: &Catalog,
    st: &State,
    p: PlayerId,
) -> (i16, [Option<(u8, i16)>; 2]) {
    let mut out = [None; 2];
    let mut total = 0;
    let max = cat.rules.desert_towns_scored.value as usize;
    let mut k = 0;
    for slot in st.player(p).towns.iter().flatten() {
        if slot.claimed && k < max.min(2) {
            let pts = town_points(cat, st, p, slot.town);
            out[k] = Some((slot.town, pts));
            total += pts;
            k += 1;
        }
    }
    (total, out)
}

/// Module 5 with the Paschabot: "Wenn der Paschabot seinen 4. und 8.
/// braunen Keshi im Bezirk Sahara platziert, nimmt er eine zufällige
/// Wüstenstadt (falls noch verfügbar) und erhält 4 Punkte."
pub(crate) fn bot_caravan(ctx: &mut Ctx, bot: PlayerId, k: u8) {
    if k != 4 && k != 8 {
        return;
    }
    ctx.points(
        bot,
        ctx.cat.rules.desert_town_points.value,
        ScoreCategory::Deployment,
    );
    let n = ctx.st.towns.len() as u32;
    if n > 0 {
        let i = ctx.st.rng.below(n) as usize;
        if let Some(town) = ctx.st.towns.remove(i) {
            let space = usize::from(ctx.player(bot).towns[0].is_some());
            ctx.player_mut(bot).towns[space.min(1)] = Some(TownSlot {
                town,
                claimed: true,
            });
            ctx.emit(Event::DesertTownTaken { player: bot, town });
        }
    }
}
