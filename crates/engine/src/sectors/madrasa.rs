//! Madrasa (gray scholars): buying scrolls.
//!
//! Rulebook: "The player may acquire as many scrolls as the number of their
//! deployed gray scholar keshis and the dates they can pay allow ... no
//! scholar may be used to meet the requirements of more than one scroll."
//! "Just before their first purchase during each round, the player may pay 1
//! dinar to exchange the top scrolls of all three stacks of one color ...
//! The player must acquire at least 1 of these new scrolls." (R4)

use crate::action::{Action, Decision};
use crate::board::acquire;
use crate::ctx::Ctx;
use crate::displays;
use crate::event::Event;
use crate::modules::imam_sultan;
use crate::types::*;

/// Scholars and dates a scroll type needs (the same for every scroll of the
/// type; checked when the catalog loads).
pub(crate) fn type_terms(ctx: &Ctx, ty: ScrollType) -> (u8, u8) {
    ctx.cat.scroll_terms(ty)
}

/// Module 2: "When buying a scroll, the player pays 1 fewer date".
fn dates_for(ctx: &Ctx, p: PlayerId, cost: u8) -> u16 {
    imam_sultan::scroll_dates(ctx, p, cost) as u16
}

fn can_buy(ctx: &Ctx, p: PlayerId, id: ScrollId, scholars: u8, dates: u16) -> bool {
    let s = ctx.cat.scroll(id);
    s.requirement <= scholars && dates >= dates_for(ctx, p, s.cost)
}

pub(crate) fn legal(
    ctx: &Ctx,
    p: PlayerId,
    scholars: u8,
    must_buy: Option<ScrollType>,
    out: &mut Vec<Action>,
) {
    let pl = ctx.player(p);
    let dates = pl.resources.dates;
    if must_buy.is_none() && !pl.refreshed_this_round && !pl.bought_scroll_this_round {
        let price = Resources::new(0, 0, ctx.cat.rules.madrasa_refresh_dinars.value);
        for ty in ScrollType::ALL {
            if !displays::can_refresh(ctx.st, ty) {
                continue;
            }
            let (req, cost) = type_terms(ctx, ty);
            if req > scholars {
                continue;
            }
            // R4: offered only when a scroll of that colour can be bought
            // afterwards.
            for pay in ctx.payments(p, price) {
                if dates - pay.dates >= dates_for(ctx, p, cost) {
                    out.push(Action::RefreshScrolls { ty, pay });
                }
            }
        }
    }
    for ty in ScrollType::ALL {
        if must_buy.is_some_and(|m| m != ty) {
            continue;
        }
        for (slot, id) in ctx.st.scrolls[ty.index()].face_up.iter().enumerate() {
            if let Some(id) = id {
                if can_buy(ctx, p, *id, scholars, dates) {
                    out.push(Action::BuyScroll {
                        ty,
                        slot: slot as u8,
                    });
                }
            }
        }
    }
    if must_buy.is_none() {
        out.push(Action::Done);
    }
}

pub(crate) fn resolve(
    ctx: &mut Ctx,
    p: PlayerId,
    scholars: u8,
    _must_buy: Option<ScrollType>,
    a: Action,
) {
    match a {
        Action::RefreshScrolls { ty, pay } => {
            ctx.pay(p, pay);
            displays::refresh_scrolls(ctx.st, ty);
            ctx.player_mut(p).refreshed_this_round = true;
            ctx.emit(Event::ScrollsRefreshed { player: p, ty });
            ctx.decide(
                p,
                Decision::Madrasa {
                    scholars,
                    must_buy: Some(ty),
                },
            );
        }
        Action::BuyScroll { ty, slot } => {
            let Some(id) = ctx.st.scrolls[ty.index()].face_up[slot as usize] else {
                return;
            };
            let s = ctx.cat.scroll(id);
            let (req, cost) = (s.requirement, s.cost);
            ctx.pay(p, Resources::new(0, dates_for(ctx, p, cost), 0));
            ctx.st.scrolls[ty.index()].face_up[slot as usize] = None;
            ctx.player_mut(p).bought_scroll_this_round = true;
            ctx.decide(
                p,
                Decision::Madrasa {
                    scholars: scholars - req,
                    must_buy: None,
                },
            );
            acquire(ctx, p, id);
        }
        _ => {}
    }
}

/// Taking a face-up scroll outside the madrasa action: the storage scroll
/// icon (yellow, free: "Paying 1 dinar to exchange ... is not allowed here")
/// and scroll 58 (orange, 1 date).
pub(crate) fn legal_take(ctx: &Ctx, p: PlayerId, ty: ScrollType, dates: u8, out: &mut Vec<Action>) {
    if ctx.player(p).resources.dates >= dates as u16 {
        out.extend(displays::take_scroll_actions(ctx.st, ty));
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_take(ctx: &mut Ctx, p: PlayerId, _ty: ScrollType, dates: u8, a: Action) {
    if let Action::TakeScroll { ty, slot } = a {
        let Some(id) = ctx.st.scrolls[ty.index()].face_up[slot as usize] else {
            return;
        };
        ctx.pay(p, Resources::new(0, dates as u16, 0));
        ctx.st.scrolls[ty.index()].face_up[slot as usize] = None;
        acquire(ctx, p, id);
    }
}
