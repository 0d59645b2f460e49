//! Module 2, imam & sultan. "As soon as a player reaches the stair where the
//! sultan or the imam is waiting, they place that pawn next to their own";
//! "If the player in company of the sultan or imam is passed by another
//! player later, that player now takes that pawn along (drawing level is not
//! enough)"; at the final space "the sultan/imam is passed on to the player
//! in second position ... If several players are tied for the second
//! position, the pawn is placed one space directly above them." (R18:
//! reaching or passing.) Sultan: 1 date less per scroll; imam: 1 goods keshi
//! less per luxury good.

use crate::ctx::Ctx;
use crate::event::Event;
pub use crate::state::Figure;
use crate::types::*;

/// The figure of a staircase: sultan on the palace, imam on the mosque.
pub(crate) fn figure(ctx: &Ctx, stair: Stair) -> Figure {
    ctx.st.figures[stair.index()]
}

/// Whether `p` goes along with the figure of `stair`.
pub(crate) fn carries(ctx: &Ctx, p: PlayerId, stair: Stair) -> bool {
    ctx.st.modules.imam_sultan && figure(ctx, stair).carrier == Some(p)
}

/// After `p`'s pawn on `stair` moved one step.
pub(crate) fn after_step(ctx: &mut Ctx, p: PlayerId, stair: Stair) {
    if !ctx.st.modules.imam_sultan {
        return;
    }
    let fin = ctx.cat.staircase.final_step;
    let pos = ctx.player(p).stairs[stair.index()];
    let f = figure(ctx, stair);
    let take = match f.carrier {
        None => pos >= f.step && f.step <= fin,
        Some(c) if c != p => pos > ctx.player(c).stairs[stair.index()],
        Some(_) => false,
    };
    if take {
        set(
            ctx,
            stair,
            Figure {
                step: pos,
                carrier: Some(p),
            },
        );
    } else if f.carrier == Some(p) {
        ctx.st.figures[stair.index()].step = pos;
    }
    if figure(ctx, stair).carrier == Some(p) && pos >= fin {
        hand_over(ctx, p, stair);
    }
}

fn set(ctx: &mut Ctx, stair: Stair, f: Figure) {
    let before = ctx.st.figures[stair.index()].carrier;
    ctx.st.figures[stair.index()] = f;
    if before != f.carrier {
        ctx.emit(Event::FigureMoved {
            stair,
            carrier: f.carrier,
            step: f.step,
        });
    }
}

/// The carrier reached the final space: the figure goes to the next-placed
/// player below it, or waits one step above tied players.
fn hand_over(ctx: &mut Ctx, from: PlayerId, stair: Stair) {
    let fin = ctx.cat.staircase.final_step;
    let below: Vec<(PlayerId, u8)> = (0..ctx.st.num_players)
        .filter(|q| *q != from)
        .map(|q| (q, ctx.player(q).stairs[stair.index()]))
        .filter(|(_, s)| *s < fin)
        .collect();
    let best = below.iter().map(|(_, s)| *s).max();
    let f = match best {
        None => Figure {
            step: u8::MAX,
            carrier: None,
        },
        Some(top) => {
            let at_top: Vec<PlayerId> = below
                .iter()
                .filter(|(_, s)| *s == top)
                .map(|(q, _)| *q)
                .collect();
            if at_top.len() == 1 {
                Figure {
                    step: top,
                    carrier: Some(at_top[0]),
                }
            } else {
                Figure {
                    step: top + 1,
                    carrier: None,
                }
            }
        }
    };
    set(ctx, stair, f);
}

/// Dates a scroll costs `p` (the sultan saves 1 per scroll).
pub(crate) fn scroll_dates(ctx: &Ctx, p: PlayerId, cost: u8) -> u8 {
    if carries(ctx, p, Stair::Palace) {
        cost.saturating_sub(1)
    } else {
        cost
    }
}

/// Goods keshis a luxury good costs `p` less (the imam: 1).
pub(crate) fn luxury_discount(ctx: &Ctx, p: PlayerId) -> u8 {
    u8::from(carries(ctx, p, Stair::Mosque))
}
