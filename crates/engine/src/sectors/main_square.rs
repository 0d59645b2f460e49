//! Main square, Jemaa el-Fnaa (pink entertainers).
//!
//! Rulebook: "First, the player rotates the audience disk clockwise one
//! section. Then, they choose exactly 1 space containing an entertainer keshi
//! and gain the indicated bonus of that space as many times as the number of
//! spectators on the section pointing to that space." "If the number of
//! spectators allows to take more than one goods keshi they must all be of
//! the same color."

use crate::action::{Action, Decision};
use crate::board::field_bonus;
use crate::catalog::{Bonus, Perk};
use crate::ctx::Ctx;
use crate::event::Event;
use crate::state::ScoreCategory;
use crate::task::Task;
use crate::types::*;

/// Spectators printed on the section facing `field` (at rotation r, field f
/// faces section f - r).
pub(crate) fn printed_spectators(ctx: &Ctx, p: PlayerId, field: u8) -> u8 {
    crate::modules::special_buildings::printed_spectators(ctx.cat, ctx.st, p, field)
}

/// Spectators facing `field`, with scroll 31's extra spectator.
pub(crate) fn spectators(ctx: &Ctx, p: PlayerId, field: u8) -> u8 {
    printed_spectators(ctx, p, field) + u8::from(ctx.player(p).has(Perk::ExtraSpectator))
}

/// One main-square action: rotate, then choose an entertainer.
pub(crate) fn action(ctx: &mut Ctx, p: PlayerId) {
    let pl = ctx.player_mut(p);
    pl.disc_rotation = (pl.disc_rotation + 1) % 8;
    let rotation = pl.disc_rotation;
    ctx.emit(Event::DiscRotated {
        player: p,
        rotation,
    });
    ctx.push(Task::MainSquareEnd { p });
    ctx.decide(p, Decision::ChooseEntertainer);
}

pub(crate) fn legal_choose(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let e = ctx.player(p).entertainers;
    for field in 0..8u8 {
        if e & (1 << field) != 0 {
            out.push(Action::ChooseEntertainer { field });
        }
    }
}

pub(crate) fn resolve_choose(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::ChooseEntertainer { field } = a {
        let n = spectators(ctx, p, field);
        ctx.emit(Event::EntertainerChosen {
            player: p,
            field,
            spectators: n,
        });
        field_bonus(ctx, p, field, n, ScoreCategory::MainSquare);
    }
}

/// Scroll 29: "+2 points per spectator facing the space with 2 points";
/// scroll 51: "all bonuses from spaces facing sections with 1 spectator".
pub(crate) fn end_of_action(ctx: &mut Ctx, p: PlayerId) {
    if ctx.player(p).has(Perk::OneSpectatorBonuses) {
        for field in (0..8u8).rev() {
            if printed_spectators(ctx, p, field) == 1 {
                ctx.push(Task::FieldBonus {
                    p,
                    field,
                    times: 1,
                    category: ScoreCategory::MainSquare,
                });
            }
        }
    }
    if ctx.player(p).has(Perk::MainSquareTwoPointsField) {
        let two = ctx
            .cat
            .main_square_fields
            .iter()
            .position(|f| f.bonus == Bonus::Points { n: 2 });
        if let Some(field) = two {
            let n = spectators(ctx, p, field as u8) as i16;
            ctx.points(p, 2 * n, ScoreCategory::Scrolls);
        }
    }
}

/// Scroll 47: every section with 3 spectators gives its field's bonus 3
/// times; scroll 70: every entertainer's bonus times its spectators.
pub(crate) fn bonuses_where(ctx: &mut Ctx, p: PlayerId, three_spectators: bool) {
    let e = ctx.player(p).entertainers;
    for field in (0..8u8).rev() {
        let times = if three_spectators {
            if printed_spectators(ctx, p, field) != 3 {
                continue;
            }
            3
        } else {
            if e & (1 << field) == 0 {
                continue;
            }
            spectators(ctx, p, field)
        };
        ctx.push(Task::FieldBonus {
            p,
            field,
            times,
            category: ScoreCategory::MainSquare,
        });
    }
}
