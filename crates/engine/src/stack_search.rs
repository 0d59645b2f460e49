//! Searching one stack of the scroll or luxury display (camel race
//! rewards, 003): "Wähle und nimm eine graue Gelehrten-Schriftrolle aus
//! einem Stapel, ohne die geforderten grauen Keshis zu berücksichtigen oder
//! die Dattel zu bezahlen. Der Stapel wird erneut gemischt und das oberste
//! Plättchen aufgedeckt." "Wähle und nimm eine Luxusware aus einem Stapel
//! und bezahle 3 Waren-Keshis weniger als verlangt. Der Stapel wird
//! gemischt und das oberste Plättchen aufgedeckt."
//!
//! A stack is its face-down tiles and its revealed top. The searcher
//! chooses the stack in public (`Event::StackSearched`, which blocks undo:
//! the searcher has seen the tiles), then picks among them: the legal
//! actions list them sorted by id, so they tell the searcher which tiles
//! lie there but not their order, and nobody else sees them.

pub use crate::action::StackSearch;
use crate::action::{Action, Decision};
use crate::bounded::BVec;
use crate::ctx::Ctx;
use crate::displays::{luxury_stacks, scroll_stacks, stack_count, tiles};
use crate::event::Event;
use crate::modules::new_luxury_goods;
use crate::rng::Rng;
use crate::sectors::souk;
use crate::state::State;
use crate::types::*;

pub(crate) fn legal_stack(ctx: &Ctx, search: StackSearch, out: &mut Vec<Action>) {
    for k in 0..stack_count(search) {
        if !tiles(ctx.st, search, k).is_empty() {
            out.push(Action::SearchStack { stack: k as u8 });
        }
    }
}

pub(crate) fn resolve_stack(ctx: &mut Ctx, p: PlayerId, search: StackSearch, a: Action) {
    if let Action::SearchStack { stack } = a {
        ctx.emit(Event::StackSearched {
            player: p,
            search,
            stack,
        });
        ctx.decide(p, Decision::StackSearched { search, stack });
    }
}

/// Every way to pay `cost` goods keshis `discount` fewer from `have` (R36:
/// never below 0).
fn luxury_payments(cost: [u8; 3], discount: u8, have: [u16; 3]) -> Vec<[u8; 3]> {
    let total: u8 = cost.iter().sum();
    let need = total.saturating_sub(discount);
    let most = |i: usize| (cost[i] as u16).min(have[i]) as u8;
    let mut out = Vec::new();
    for a in 0..=most(0) {
        for b in 0..=most(1) {
            let c = need as i16 - a as i16 - b as i16;
            if (0..=most(2) as i16).contains(&c) {
                out.push([a, b, c as u8]);
            }
        }
    }
    out
}

pub(crate) fn legal_take(
    ctx: &Ctx,
    p: PlayerId,
    search: StackSearch,
    stack: u8,
    out: &mut Vec<Action>,
) {
    let found = tiles(ctx.st, search, stack as usize);
    match search {
        StackSearch::Scroll { .. } => {
            for id in found {
                out.push(Action::TakeScrollFromStack {
                    scroll: ScrollId(id),
                });
            }
        }
        StackSearch::LuxuryGood { discount } => {
            let have = ctx.player(p).goods;
            for id in found.into_iter().map(LuxuryId) {
                if !new_luxury_goods::keshi_available(ctx, p, id) {
                    continue;
                }
                // 003 camel race: "bezahle 3 Waren-Keshis weniger als
                // verlangt"; R36: the player's own discounts on luxury goods
                // (the imam "When buying a luxury good, the player pays any
                // 1 goods keshi fewer", the date store, the hard provision
                // tile "Jede Luxusware kostet 1 Waren-Keshi weniger") apply
                // too and add up.
                let discount = discount.saturating_add(souk::discount(ctx, p, id));
                for pay in luxury_payments(ctx.cat.luxury(id).cost, discount, have) {
                    out.push(Action::TakeLuxuryFromStack { luxury: id, pay });
                }
            }
            // Nothing there the player can pay: the search finds nothing.
            if out.is_empty() {
                out.push(Action::Done);
            }
        }
    }
}

/// Takes `id` out of a stack or off its revealed top; false if it is in
/// neither.
fn take_out<T: Copy + Default + PartialEq, const N: usize>(
    stack: &mut BVec<T, N>,
    top: &mut Option<T>,
    id: T,
) -> bool {
    if *top == Some(id) {
        *top = None;
        return true;
    }
    match stack.iter().position(|x| *x == id) {
        Some(i) => stack.remove(i).is_some(),
        None => false,
    }
}

/// "Der Stapel wird erneut gemischt und das oberste Plättchen aufgedeckt":
/// the revealed top goes back in, the stack is shuffled and its new top
/// revealed (with one stack and the face-up tiles apart, only the stack is
/// shuffled).
fn reshuffle<T: Copy + Default, const N: usize>(
    rng: &mut Rng,
    stack: &mut BVec<T, N>,
    top: &mut Option<T>,
    stacks: bool,
) {
    if stacks {
        if let Some(t) = top.take() {
            let _ = stack.push(t);
        }
    }
    rng.shuffle(stack.as_mut_slice());
    if stacks {
        *top = stack.pop();
    }
}

pub(crate) fn resolve_take(ctx: &mut Ctx, p: PlayerId, search: StackSearch, stack: u8, a: Action) {
    let k = stack as usize;
    match (search, a) {
        (StackSearch::Scroll { ty }, Action::TakeScrollFromStack { scroll }) => {
            let stacks = scroll_stacks(ctx.st);
            let st = &mut *ctx.st;
            let row = &mut st.scrolls[ty.index()];
            let (Some(s), Some(top)) = (row.stacks.get_mut(k), row.face_up.get_mut(k)) else {
                return;
            };
            if !take_out(s, top, scroll) {
                return;
            }
            reshuffle(&mut st.rng, s, top, stacks);
            crate::board::acquire(ctx, p, scroll);
        }
        (StackSearch::LuxuryGood { .. }, Action::TakeLuxuryFromStack { luxury, pay }) => {
            let stacks = luxury_stacks(ctx.st);
            let st = &mut *ctx.st;
            let d = &mut st.luxury;
            let (Some(s), Some(top)) = (d.stacks.get_mut(k), d.face_up.get_mut(k)) else {
                return;
            };
            if !take_out(s, top, luxury) {
                return;
            }
            for (g, n) in st.players[p as usize].goods.iter_mut().zip(pay) {
                *g = g.saturating_sub(n as u16);
            }
            reshuffle(&mut st.rng, s, top, stacks);
            if new_luxury_goods::keshi_to_return(ctx, p, luxury).is_some() {
                // A hunting falcon still asks for its keshi from the board
                // (as desert town 11's free good): it waits on the shop's
                // place, whose new top is revealed at the next refill.
                let d = &mut ctx.st.luxury;
                if let Some(t) = d.face_up[k].take() {
                    let _ = d.stacks[k].push(t);
                }
                d.face_up[k] = Some(luxury);
                ctx.decide(
                    p,
                    Decision::FalconKeshi {
                        slot: stack,
                        free: true,
                    },
                );
            } else {
                crate::modules::take_luxury(ctx, p, luxury);
            }
        }
        _ => {}
    }
}

/// Determinization: while `viewer` searches a stack (a camel race reward,
/// or the Library's scroll stack), the tiles of that stack stay the ones it
/// sees (their order is drawn anew); the other stacks of the display are
/// drawn anew among themselves.
pub(crate) fn searched(st: &State, viewer: Option<PlayerId>) -> Option<(StackSearch, usize)> {
    match st.agenda.last() {
        Some(crate::task::Task::Decide { p, d }) if viewer == Some(*p) => match *d {
            Decision::StackSearched { search, stack } => Some((search, stack as usize)),
            Decision::LibraryScroll { ty, stack } => {
                Some((StackSearch::Scroll { ty }, stack as usize))
            }
            _ => None,
        },
        _ => None,
    }
}
