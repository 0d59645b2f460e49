//! River Tensift (turquoise): the fisherman, rapids and the jetty.
//!
//! Rulebook: "For each fish keshi the player's fisherman advances 1 step on
//! the river track." "Whenever the fisherman advances, the player may choose
//! to pay as much water as they choose to advance a corresponding number of
//! additional steps." "When a player's fisherman lands at the jetty ..., they
//! anchor on the free spot with the highest number and immediately gain the
//! indicated number of points. From now on, that player always gains 1 point
//! for each further step they would advance on the river during this season."

use crate::action::{Action, Decision, StepPayment, Track};
use crate::board::rapids_crossed;
use crate::bounded::BVec;
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::state::ScoreCategory;
use crate::task::Task;
use crate::types::*;

/// Moves the fisherman `steps` steps. With `extra`, water may buy further
/// steps afterwards (only after a move of at least one step).
pub(crate) fn move_fisherman(ctx: &mut Ctx, p: PlayerId, steps: u8, extra: bool) {
    if steps == 0 {
        return;
    }
    // A hard provision tile: "1 zusätzlicher Schritt auf dem Fluss, immer
    // dann, wenn sich der Fischer bewegt" (a step bought with water extends
    // the move, it is no move of its own).
    let steps = steps.saturating_add(crate::modules::new_provisions::move_bonus(
        ctx,
        p,
        Track::River,
        extra,
    ));
    let jetty = ctx.cat.river.jetty;
    let from = ctx.player(p).fisherman;
    // "Whenever the fisherman advances, the player may choose to pay as much
    // water as they like": a fisherman already docked does not advance.
    if extra && from < jetty {
        ctx.decide(
            p,
            Decision::ExtraStep {
                track: Track::River,
                free_step: false,
            },
        );
    }
    let mut crossed: BVec<u8, 16> = BVec::new();
    let mut beyond = 0i16;
    let mut pos = from;
    for _ in 0..steps {
        if pos >= jetty {
            beyond += 1;
            continue;
        }
        pos += 1;
        count_river_step(ctx, p);
        if let Some(r) = ctx.cat.rapid_at(pos) {
            let _ = crossed.push(r as u8);
        }
        if pos == jetty {
            dock(ctx, p);
        }
    }
    ctx.place_fisherman(p, pos);
    if beyond > 0 {
        // Scroll 56: 2 points per further step.
        let per = ctx.cat.rules.jetty_step_points.value
            * if ctx.player(p).has(Perk::JettyDouble) {
                2
            } else {
                1
            };
        ctx.points(p, per * beyond, ScoreCategory::River);
    }
    // Scroll 17: "Each time you cross a rapid ..., you gain the depicted
    // bonus once and immediately."
    if ctx.player(p).has(Perk::RapidOnCrossing) {
        for r in crossed.iter().rev() {
            ctx.push(Task::RapidBonus { p, rapid: *r });
        }
    }
}

fn dock(ctx: &mut Ctx, p: PlayerId) {
    let pts = &ctx.cat.river.docking_points;
    let mut best: Option<usize> = None;
    for (i, v) in pts.iter().enumerate() {
        if ctx.st.jetty & (1 << i) == 0 && best.is_none_or(|b| *v > pts[b]) {
            best = Some(i);
        }
    }
    if let Some(i) = best {
        ctx.st.jetty |= 1 << i;
        ctx.player_mut(p).dock = Some(i as u8);
        ctx.emit(Event::Docked {
            player: p,
            spot: i as u8,
        });
        let v = pts[i] as i16;
        ctx.points(p, v, ScoreCategory::River);
    }
}

/// The bonus of one rapid (scroll 60: twice).
pub(crate) fn rapid_bonus(ctx: &mut Ctx, p: PlayerId, rapid: u8) {
    let Some(r) = ctx.cat.river.rapids.get(rapid as usize) else {
        return;
    };
    let b = r.bonus;
    ctx.emit(Event::RapidBonusTaken { player: p, rapid });
    let times = if ctx.player(p).has(Perk::DoubleRapidBonuses) {
        2
    } else {
        1
    };
    for _ in 0..times {
        ctx.bonus(p, b, ScoreCategory::Rapids);
    }
}

/// Phase 4: "Each player who has crossed at least the first rapid with their
/// fisherman may take 1 bonus of their choice that is shown next to one of
/// the rapids they have passed already." Scroll 69: all of them. Returns
/// whether anything was pushed.
pub(crate) fn end_of_round_bonus(ctx: &mut Ctx, p: PlayerId) -> bool {
    let n = rapids_crossed(ctx, p);
    if n == 0 {
        return false;
    }
    if ctx.player(p).has(Perk::AllRapidBonuses) {
        all_rapids(ctx, p);
    } else {
        ctx.decide(p, Decision::RapidBonus);
    }
    true
}

/// Every crossed rapid once (scrolls 28 and 69).
pub(crate) fn all_rapids(ctx: &mut Ctx, p: PlayerId) {
    let n = rapids_crossed(ctx, p);
    for rapid in (0..n).rev() {
        ctx.push(Task::RapidBonus { p, rapid });
    }
}

pub(crate) fn legal_rapid(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for rapid in 0..rapids_crossed(ctx, p) {
        out.push(Action::RapidBonus { rapid });
    }
}

/// Further steps after a move: water on the river; on a staircase scroll 48
/// (free), 26 (dates) and 27 (water).
pub(crate) fn legal_extra_step(
    ctx: &Ctx,
    p: PlayerId,
    track: Track,
    free_step: bool,
    out: &mut Vec<Action>,
) {
    let pl = ctx.player(p);
    let r = pl.resources;
    match track {
        Track::River => {
            if r.water > 0 {
                out.push(Action::ExtraStep {
                    pay: StepPayment::Water,
                });
            }
        }
        Track::Palace | Track::Mosque => {
            if free_step {
                out.push(Action::ExtraStep {
                    pay: StepPayment::Free,
                });
            }
            if pl.has(Perk::StairStepsForDates) && r.dates > 0 {
                out.push(Action::ExtraStep {
                    pay: StepPayment::Date,
                });
            }
            if pl.has(Perk::StairStepsForWater) && r.water > 0 {
                out.push(Action::ExtraStep {
                    pay: StepPayment::Water,
                });
            }
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_extra_step(
    ctx: &mut Ctx,
    p: PlayerId,
    track: Track,
    free_step: bool,
    a: Action,
) {
    let Action::ExtraStep { pay } = a else {
        return;
    };
    match pay {
        StepPayment::Water => ctx.pay(p, Resources::new(1, 0, 0)),
        StepPayment::Date => ctx.pay(p, Resources::new(0, 1, 0)),
        StepPayment::Free => {}
    }
    ctx.decide(
        p,
        Decision::ExtraStep {
            track,
            free_step: free_step && pay != StepPayment::Free,
        },
    );
    match track.stair() {
        None => ctx.push(Task::MoveRiver {
            p,
            steps: 1,
            extra: false,
        }),
        Some(stair) => ctx.push(Task::Climb { p, stair, steps: 1 }),
    }
}

/// River steps made before reaching the jetty, counted in every game (the
/// desert towns' town 07 reads them; every view shows them:
/// `PlayerView::river_steps`).
fn count_river_step(ctx: &mut Ctx, p: PlayerId) {
    let s = ctx.st.season as usize;
    if let Some(n) = ctx.player_mut(p).river_steps.get_mut(s) {
        *n = n.saturating_add(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Setup};

    /// R8: on the same space the earlier arrival leads. When the arrival
    /// stamps run out, the move is a fault (the apply is discarded), never a
    /// stamp that wraps round and ranks the later arrival first.
    #[test]
    fn a_later_arrival_never_ranks_first() {
        let game = Game::new(Setup::new(2, 7)).expect("setup");
        let mut st = *game.state();
        st.arrivals = u16::MAX;
        let mut ctx = Ctx::new(&mut st, game.catalog(), None);
        move_fisherman(&mut ctx, 1, 1, false);
        move_fisherman(&mut ctx, 0, 1, false);
        let (first, later) = (ctx.player(1).arrival, ctx.player(0).arrival);
        assert!(
            ctx.fault.is_some() || first < later,
            "player 1 arrived first (stamp {first}), player 0 later (stamp {later})"
        );
    }
}
