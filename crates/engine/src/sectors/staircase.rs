//! Mosque (black) and palace (white): the staircases and line bonuses.
//!
//! Rulebook: "When a pawn crosses the threshold to a new segment, the player
//! immediately receives two benefits: 1 dinar, and a connection bonus. For
//! the connection bonus, follow the line connecting the segments the
//! player's pawns currently occupy on the two staircases." "If a player's
//! pawn crosses more than 1 threshold during its movement, they gain 1 dinar
//! and the current line bonus for each crossing." (R7: evaluated at each
//! crossing.) "When a pawn arrives on the final space ..., it remains there
//! for the rest of the game. From now on, the player gains 1 point for each
//! further step."

use crate::action::{Action, Decision, Track};
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::{imam_sultan, staircase_tiles};
use crate::seat::{seat, Hook};
use crate::state::ScoreCategory;
use crate::task::Task;
use crate::types::*;

/// Begins a move of `steps` steps; with `extra`, further steps may be bought
/// or taken afterwards (scrolls 26, 27, 48).
pub(crate) fn start_climb(ctx: &mut Ctx, p: PlayerId, stair: Stair, steps: u8, extra: bool) {
    if steps == 0 {
        return;
    }
    // Hard provision tiles: "1 zusätzlicher Schritt ..., immer dann, wenn
    // der Spieler seinen Sultanshöfling (Imamschüler) bewegt".
    let steps = steps.saturating_add(crate::modules::new_provisions::move_bonus(
        ctx,
        p,
        Track::of_stair(stair),
        extra,
    ));
    if extra {
        let free_step = ctx.player(p).has(Perk::ExtraStairStep);
        ctx.decide(
            p,
            Decision::ExtraStep {
                track: Track::of_stair(stair),
                free_step,
            },
        );
    }
    climb(ctx, p, stair, steps);
}

/// Moves up to the next threshold, then lets the crossing resolve before
/// the rest of the move (R7).
pub(crate) fn climb(ctx: &mut Ctx, p: PlayerId, stair: Stair, steps: u8) {
    let fin = ctx.cat.staircase.final_step;
    let from = ctx.player(p).stairs[stair.index()];
    let mut left = steps;
    while left > 0 {
        let pos = ctx.player(p).stairs[stair.index()];
        if pos >= fin {
            // Scrolls 49 (mosque) and 52 (palace): 2 points per step.
            let double = match stair {
                Stair::Mosque => Perk::MosqueFinalDouble,
                Stair::Palace => Perk::PalaceFinalDouble,
            };
            let per = ctx.cat.rules.final_space_step_points.value
                * if ctx.player(p).has(double) { 2 } else { 1 };
            ctx.points(p, per * left as i16, ScoreCategory::Staircases);
            break;
        }
        let to = pos + 1;
        ctx.player_mut(p).stairs[stair.index()] = to;
        left -= 1;
        imam_sultan::after_step(ctx, p, stair);
        if ctx.cat.staircase.thresholds.contains(&to) {
            ctx.emit(Event::PawnMoved {
                player: p,
                stair,
                from,
                to,
            });
            if left > 0 {
                ctx.push(Task::Climb {
                    p,
                    stair,
                    steps: left,
                });
            }
            ctx.push(Task::Threshold { p, stair });
            return;
        }
    }
    let to = ctx.player(p).stairs[stair.index()];
    if to != from {
        ctx.emit(Event::PawnMoved {
            player: p,
            stair,
            from,
            to,
        });
    }
}

/// Index into the catalog's lines for the player's two pawns.
pub(crate) fn current_line(ctx: &Ctx, p: PlayerId) -> u8 {
    let s = ctx.player(p).stairs;
    let pal = ctx.cat.segment(s[Stair::Palace.index()]);
    let mos = ctx.cat.segment(s[Stair::Mosque.index()]);
    ctx.cat.line_index(pal, mos)
}

/// A threshold was crossed: 1 dinar, scrolls 13–16, and the line bonus.
pub(crate) fn threshold(ctx: &mut Ctx, p: PlayerId, stair: Stair) {
    let seg = ctx.cat.segment(ctx.player(p).stairs[stair.index()]);
    ctx.emit(Event::ThresholdCrossed {
        player: p,
        stair,
        segment: seg,
    });
    let picks = if ctx.player(p).has(Perk::TwoLineBonuses) {
        2
    } else {
        1
    };
    let line = current_line(ctx, p);
    if let Hook::Done(()) = seat(ctx.st, p).threshold(ctx, line) {
        return;
    }
    ctx.decide(
        p,
        Decision::LineBonus {
            line,
            picks,
            taken: 0,
        },
    );
    let pl = ctx.player(p);
    let mut gain = Resources::new(0, 0, ctx.cat.rules.threshold_dinars.value as u16);
    if pl.has(Perk::ThresholdWater) {
        gain.water += 1;
    }
    if pl.has(Perk::ThresholdDate) {
        gain.dates += 1;
    }
    if pl.has(Perk::ThresholdDinar) {
        gain.dinars += 1;
    }
    let river = pl.has(Perk::ThresholdRiverStep);
    ctx.gain(p, gain);
    crate::modules::special_buildings::threshold(ctx, p, stair);
    if river {
        ctx.push(Task::MoveRiver {
            p,
            steps: 1,
            extra: true,
        });
    }
}

pub(crate) fn legal_line_bonus(ctx: &Ctx, line: u8, taken: u32, out: &mut Vec<Action>) {
    let Some(l) = ctx.cat.lines.get(line as usize) else {
        return;
    };
    for &space in &l.spaces {
        if taken & (1 << space) == 0 {
            out.push(Action::LineBonus { space });
        }
    }
}

/// Scroll 63: "you receive 2 different bonuses instead of 1 only".
pub(crate) fn resolve_line_bonus(
    ctx: &mut Ctx,
    p: PlayerId,
    line: u8,
    picks: u8,
    taken: u32,
    a: Action,
) {
    let Action::LineBonus { space } = a else {
        return;
    };
    ctx.emit(Event::LineBonusTaken { player: p, space });
    if picks > 1 {
        ctx.decide(
            p,
            Decision::LineBonus {
                line,
                picks: picks - 1,
                taken: taken | (1 << space),
            },
        );
    }
    let b = staircase_tiles::bonus(ctx.cat, ctx.st, space);
    ctx.bonus(p, b, ScoreCategory::Staircases);
}

/// Scroll 59: "all bonuses from the connecting line between your two pawns".
pub(crate) fn all_line_bonuses(ctx: &mut Ctx, p: PlayerId) {
    let line = current_line(ctx, p) as usize;
    let spaces = ctx.cat.lines[line].spaces.clone();
    for space in spaces.into_iter().rev() {
        let bonus = staircase_tiles::bonus(ctx.cat, ctx.st, space);
        ctx.push(Task::Bonus {
            p,
            bonus,
            category: ScoreCategory::Staircases,
        });
    }
}
