//! Medina (beige guards): city gates.
//!
//! Rulebook: "they may buy 1 city gate from 1 of the 4 workshops for each
//! guard on their watchtower. The player selects 1 city gate from a workshop
//! of their choice and pays the price in dinars ... They then gain or lose
//! points ... and build the gate on any unoccupied city gate space ...,
//! deploying a guard from the watchtower next to it. ... Then, the player
//! takes 1 keshi of the color matching the city gate's color ... and places it
//! next to their player board. If the city gate's color matches the sector's
//! color ..., the player gains 2 points immediately."

use crate::action::{Action, Decision};
use crate::board::take_gate;
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::deploy::deployable;
use crate::event::Event;
use crate::state::ScoreCategory;
use crate::types::*;

/// The dinar price of a gate at a workshop (scroll 32: 1 less; "buying a
/// gate for 0 dinar does not give you a dinar").
fn price(ctx: &Ctx, p: PlayerId, workshop: usize) -> u16 {
    let base = ctx.cat.workshops[workshop].price as u16;
    if ctx.player(p).has(Perk::GateDiscount) {
        base.saturating_sub(1)
    } else {
        base
    }
}

pub(crate) fn legal(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    if pl.watchtower > 0 && pl.gates.iter().any(|g| g.is_none()) {
        for w in 0..ctx.st.workshops.len() {
            let pays = ctx.payments(p, Resources::new(0, 0, price(ctx, p, w)));
            if pays.is_empty() {
                continue;
            }
            for colour in Colour::ALL {
                if ctx.st.workshops[w][colour.index()] > 0 {
                    for pay in &pays {
                        out.push(Action::BuyGate {
                            workshop: w as u8,
                            colour,
                            pay: *pay,
                        });
                    }
                }
            }
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::BuyGate {
        workshop,
        colour,
        pay,
    } = a
    else {
        return;
    };
    ctx.pay(p, pay);
    ctx.decide(p, Decision::Medina);
    take_gate(ctx, p, workshop, colour);
    crate::modules::special_buildings::gate_bought(ctx, p);
}

pub(crate) fn legal_build(ctx: &Ctx, p: PlayerId, _colour: Colour, out: &mut Vec<Action>) {
    for (space, g) in ctx.player(p).gates.iter().enumerate() {
        if g.is_none() {
            out.push(Action::BuildGate { space: space as u8 });
        }
    }
}

/// Builds the gate, commits a guard, sets its keshi(s) aside (scroll 66: 2;
/// scroll 36: of any colour) and scores a matching space.
pub(crate) fn resolve_build(ctx: &mut Ctx, p: PlayerId, colour: Colour, a: Action) {
    let Action::BuildGate { space } = a else {
        return;
    };
    build(ctx, p, colour, space);
}

pub(crate) fn build(ctx: &mut Ctx, p: PlayerId, colour: Colour, space: u8) {
    let pl = ctx.player_mut(p);
    pl.gates[space as usize] = Some(colour);
    pl.watchtower = pl.watchtower.saturating_sub(1);
    crate::modules::nomads::guard_committed(pl);
    let matched = ctx
        .cat
        .gate_spaces
        .get(space as usize)
        .is_some_and(|g| g.colour == colour);
    ctx.emit(Event::GateBuilt {
        player: p,
        colour,
        space,
        matched,
    });
    if matched {
        ctx.points(
            p,
            ctx.cat.rules.gate_match_points.value,
            ScoreCategory::CityGates,
        );
    }
    let count = if ctx.player(p).has(Perk::GateTwoKeshis) {
        2
    } else {
        1
    };
    if ctx.player(p).has(Perk::GateAnyKeshi) {
        // With scroll 66 too "dürfen die beiden Keshis in beliebigen, auch
        // unterschiedlichen Farben sein": one choice per keshi.
        for _ in 0..count {
            let allowed = deployable(ctx, p);
            ctx.decide(
                p,
                Decision::KeshiColour {
                    count: 1,
                    allowed,
                    hold: true,
                },
            );
        }
    } else {
        ctx.player_mut(p).held[colour.index()] += count;
    }
}
