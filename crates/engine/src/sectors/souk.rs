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
use crate::engine::Ctx;
use crate::event::Event;
use crate::state::ScoreCategory;
use crate::types::*;

pub(crate) fn can_afford(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> bool {
    let cost = ctx.cat.luxury(id).cost;
    let g = ctx.player(p).goods;
    (0..3).all(|i| g[i] >= cost[i] as u16)
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
            ctx.pl(p).goods[g] -= 1;
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
            let office = ctx.st.offices[ctx.st.season as usize];
            let y = ctx.cat.office(office).yields[g];
            ctx.gain(p, y);
        }
        Action::BuyLuxury { slot } => {
            let Some(id) = ctx.st.luxury.face_up[slot as usize] else {
                return;
            };
            let def = ctx.cat.luxury(id);
            let (cost, points, reward) = (def.cost, def.points, def.reward);
            let pl = ctx.pl(p);
            for (g, c) in pl.goods.iter_mut().zip(cost) {
                *g -= c as u16;
            }
            pl.luxury |= 1 << (id - 1);
            ctx.st.luxury.face_up[slot as usize] = None;
            ctx.emit(Event::LuxuryBought {
                player: p,
                luxury: id,
            });
            ctx.points(p, points as i16, ScoreCategory::LuxuryGoods);
            ctx.gain(p, reward);
            ctx.decide(
                p,
                Decision::Souk {
                    mode: SoukMode::Buying,
                },
            );
        }
        _ => {}
    }
}
