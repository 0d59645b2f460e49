//! Souk (yellow, purple, orange goods keshis).
//!
//! Rulebook: "With each of their assistants at the souk the player may use
//! the exchange office once or acquire 1 luxury good." Exchange: "By spending
//! ... exactly 1 yellow, purple, or orange keshi from their player board, the
//! player receives the respective resources indicated on the exchange
//! office." Scroll 46: several exchanges; scroll 34: several luxury goods;
//! scroll 18: +1 resource of choice per exchange.

use crate::action::{Action, Decision, SoukMode};
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::{imam_sultan, new_luxury_goods, new_provisions, special_buildings};
use crate::state::ScoreCategory;
use crate::types::*;

/// Whether `p` can pay a luxury good (module 2: the imam saves 1 goods
/// keshi of any colour; a hunting falcon also asks for a keshi from the
/// board).
pub(crate) fn can_afford(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> bool {
    let cost = ctx.cat.luxury(id).cost;
    let g = ctx.player(p).goods;
    let short: u16 = (0..3).map(|i| (cost[i] as u16).saturating_sub(g[i])).sum();
    short <= discount(ctx, p, id) as u16 && new_luxury_goods::keshi_available(ctx, p, id)
}

/// Goods keshis of the player's choice saved on luxury good `id`: module 2's
/// imam, the special buildings' date store and a hard provision tile. R36:
/// they add up, and apply wherever goods keshis pay for a luxury good (the
/// camel race's reward too, `stack_search`).
pub(crate) fn discount(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> u8 {
    imam_sultan::luxury_discount(ctx, p)
        + special_buildings::luxury_discount(ctx, p, id)
        + new_provisions::luxury_discount(ctx, p)
}

/// The cost still due after the goods keshis saved so far.
fn due(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> [u8; 3] {
    let mut cost = ctx.cat.luxury(id).cost;
    for (c, s) in cost.iter_mut().zip(ctx.player(p).luxury_saved) {
        *c = c.saturating_sub(s);
    }
    cost
}

/// The goods colours a discount may save on next (the rest, less the
/// discounts still to come, must be payable).
fn discount_colours(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> Vec<Colour> {
    let cost = due(ctx, p, id);
    let g = ctx.player(p).goods;
    let saved: u8 = ctx.player(p).luxury_saved.iter().sum();
    let later = discount(ctx, p, id).saturating_sub(saved + 1) as u16;
    Colour::GOODS
        .into_iter()
        .enumerate()
        .filter(|(i, _)| cost[*i] > 0)
        .filter(|(i, _)| {
            let short: u16 = (0..3)
                .map(|j| (cost[j] as u16 - u16::from(j == *i)).saturating_sub(g[j]))
                .sum();
            short <= later
        })
        .map(|(_, c)| c)
        .collect()
}

/// Buys the luxury good in `slot`: a hunting falcon first asks for its
/// keshi of the board; then the goods keshis are paid (module 2: the imam
/// saves one, of the player's choice).
pub(crate) fn buy(ctx: &mut Ctx, p: PlayerId, slot: u8) {
    let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
        return;
    };
    if new_luxury_goods::keshi_to_return(ctx, p, id).is_some() {
        ctx.decide(p, Decision::FalconKeshi { slot, free: false });
    } else {
        pay(ctx, p, slot);
    }
}

/// Pays the goods keshis of the luxury good in `slot` and takes it.
pub(crate) fn pay(ctx: &mut Ctx, p: PlayerId, slot: u8) {
    let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
        return;
    };
    // Module 2: "the player pays any 1 goods keshi fewer" — which one is
    // the player's choice; the date store's keshi likewise, one at a time.
    let saved: u8 = ctx.player(p).luxury_saved.iter().sum();
    let cost = due(ctx, p, id);
    let left: u8 = cost.iter().sum();
    let more = discount(ctx, p, id).saturating_sub(saved);
    if more > 0 && left > 0 && more >= left {
        // The discounts cover the rest: nothing to choose.
        for (s, c) in ctx.player_mut(p).luxury_saved.iter_mut().zip(cost) {
            *s += c;
        }
        pay_and_take(ctx, p, slot);
    } else if more > 0 && left > 0 {
        ctx.decide(p, Decision::LuxuryDiscount { slot });
    } else {
        pay_and_take(ctx, p, slot);
    }
}

/// A hunting falcon's keshi chosen (new luxury goods, 003): it goes back,
/// then the purchase goes on, paid for or free.
pub(crate) fn resolve_falcon_keshi(ctx: &mut Ctx, p: PlayerId, slot: u8, free: bool, a: Action) {
    let Action::ReturnKeshi { keshi } = a else {
        return;
    };
    let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
        return;
    };
    new_luxury_goods::return_falcon_keshi(ctx, p, id, keshi);
    if free {
        ctx.st.luxury.face_up[slot as usize] = None;
        crate::modules::take_luxury(ctx, p, id);
    } else {
        pay(ctx, p, slot);
    }
}

fn pay_and_take(ctx: &mut Ctx, p: PlayerId, slot: u8) {
    let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
        return;
    };
    let cost = due(ctx, p, id);
    ctx.player_mut(p).luxury_saved = [0; 3];
    for (g, c) in ctx.player_mut(p).goods.iter_mut().zip(cost) {
        *g -= c as u16;
    }
    ctx.st.luxury.face_up[slot as usize] = None;
    crate::modules::take_luxury(ctx, p, id);
}

pub(crate) fn legal_discount(ctx: &Ctx, p: PlayerId, slot: u8, out: &mut Vec<Action>) {
    if let Some(id) = ctx.st.luxury.face_up[slot as usize] {
        for colour in discount_colours(ctx, p, id) {
            out.push(Action::ChooseColour { colour });
        }
    }
}

pub(crate) fn resolve_discount(ctx: &mut Ctx, p: PlayerId, slot: u8, a: Action) {
    if let Action::ChooseColour { colour } = a {
        if let Some(i) = colour.goods_index() {
            ctx.player_mut(p).luxury_saved[i] += 1;
        }
        pay(ctx, p, slot);
    }
}

pub(crate) fn legal(ctx: &Ctx, p: PlayerId, mode: SoukMode, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    let exchange = match mode {
        SoukMode::Start => true,
        SoukMode::Exchanging => pl.has(Perk::SeveralExchanges),
        SoukMode::Buying => false,
    };
    let buy = match mode {
        SoukMode::Start => true,
        SoukMode::Buying => pl.has(Perk::SeveralLuxuryGoods),
        SoukMode::Exchanging => false,
    };
    if exchange {
        for colour in Colour::GOODS {
            if let Some(g) = colour.goods_index() {
                if pl.goods[g] > 0 {
                    out.push(Action::ExchangeGoods { colour });
                }
            }
        }
    }
    if buy {
        for (slot, id) in ctx.st.luxury.face_up.iter().enumerate() {
            if let Some(id) = id {
                if can_afford(ctx, p, *id) {
                    out.push(Action::BuyLuxury { slot: slot as u8 });
                }
            }
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, _mode: SoukMode, a: Action) {
    match a {
        Action::ExchangeGoods { colour } => {
            let Some(g) = colour.goods_index() else {
                return;
            };
            ctx.player_mut(p).goods[g] -= 1;
            ctx.emit(Event::GoodsExchanged { player: p, colour });
            ctx.decide(
                p,
                Decision::Souk {
                    mode: SoukMode::Exchanging,
                },
            );
            if ctx.player(p).has(Perk::ExchangeExtraResource) {
                ctx.decide(p, Decision::TakeResources { count: 1 });
            }
            let office = ctx.cat.office(ctx.st.offices[ctx.st.season as usize]);
            let (y, extra) = (office.yields[g], office.extra[g]);
            ctx.gain(p, y);
            // Module 3: "1 additional bonus besides 1 ressource".
            if let Some(b) = extra {
                ctx.bonus(p, b, ScoreCategory::ExchangeOffices);
            }
        }
        Action::BuyLuxury { slot } => {
            if ctx.st.luxury.face_up[slot as usize].is_none() {
                return;
            }
            ctx.decide(
                p,
                Decision::Souk {
                    mode: SoukMode::Buying,
                },
            );
            buy(ctx, p, slot);
        }
        _ => {}
    }
}
