//! Date orchard (green).
//!
//! Rulebook: "For each date picker keshi the player gains 1 date from the
//! common supply." Scrolls 23–25: "you may decide for each single keshi to
//! take 1 date or: 1 water (23), 1 dinar (24), or 1 point (25)."

use crate::action::{Action, Decision};
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::state::ScoreCategory;
use crate::types::*;

pub(crate) fn action(ctx: &mut Ctx, p: PlayerId) {
    let pl = ctx.player(p);
    let n = pl.markers[Sector::DateOrchard.index()];
    if n == 0 {
        return;
    }
    if pl.has(Perk::DatesAsWater) || pl.has(Perk::DatesAsDinars) || pl.has(Perk::DatesAsPoints) {
        ctx.decide(p, Decision::DateHarvest { n });
    } else {
        ctx.gain(p, Resources::new(0, n as u16, 0));
    }
}

pub(crate) fn legal(ctx: &Ctx, p: PlayerId, n: u8, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    let w_max = if pl.has(Perk::DatesAsWater) { n } else { 0 };
    let d_max = if pl.has(Perk::DatesAsDinars) { n } else { 0 };
    let p_max = if pl.has(Perk::DatesAsPoints) { n } else { 0 };
    for water in 0..=w_max {
        for dinars in 0..=d_max.min(n - water) {
            for points in 0..=p_max.min(n - water - dinars) {
                out.push(Action::Harvest {
                    dates: n - water - dinars - points,
                    water,
                    dinars,
                    points,
                });
            }
        }
    }
}

pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::Harvest {
        dates,
        water,
        dinars,
        points,
    } = a
    {
        ctx.gain(p, Resources::new(water as u16, dates as u16, dinars as u16));
        ctx.points(p, points as i16, ScoreCategory::Scrolls);
    }
}
