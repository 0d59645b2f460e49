//! Deploying a keshi gained: the seat's own rule (the Paschabot), the
//! camel race's spectator area (hook `keshi_gained`), else the player's
//! board (`board::deploy_on_board`); the placing decisions and their
//! deployment bonuses.
//!
//! Rulebook: "When deploying a green, pink, or brown keshi, the player
//! immediately gains the deployment bonus indicated on that keshi space."
//! Deployment bonuses apply however the keshi was gained. R13: a keshi gained
//! for a complete sector is returned to the supply without a bonus.

use crate::action::{Action, Decision};
use crate::board::{
    board_free, deploy_on_board, entertainer_bonus, path_index, path_spaces, placed, PATHS,
    VENDOR_SECTORS,
};
use crate::ctx::Ctx;
use crate::modules::camel_race;
use crate::seat::{seat, Hook};
use crate::task::Task;
use crate::types::*;

/// How many more keshis of `c` the player can deploy, counting keshis set
/// aside and not yet deployed (R16). Goods: unlimited. Camel race: "darf
/// ein Spieler ggfs. weiterhin Keshis nehmen, wenn der farblich
/// entsprechende Bezirk ... schon voll ist. Er muss diese Keshis dann in
/// seinem Zuschauerbereich einsetzen" (held keshis fill the board first).
pub(crate) fn room(ctx: &Ctx, p: PlayerId, c: Colour) -> u8 {
    if let Hook::Done(n) = seat(ctx.st, p).room(ctx, c) {
        return n;
    }
    let pl = ctx.player(p);
    if c.is_goods() {
        return u8::MAX;
    }
    let on_board = board_free(ctx, p, c).saturating_sub(pl.held[c.index()]);
    let watching = camel_race::spectator_room(ctx, p);
    if watching == 0 {
        return on_board;
    }
    // Only colours held back can overflow (most often none: no board to count).
    let overflow: u8 = Colour::ALL
        .iter()
        .filter(|d| pl.held[d.index()] > 0 && camel_race::may_watch(**d))
        .map(|d| pl.held[d.index()].saturating_sub(board_free(ctx, p, *d)))
        .sum();
    on_board.saturating_add(watching.saturating_sub(overflow))
}

/// Colours the player could deploy a keshi of right now.
pub(crate) fn deployable(ctx: &Ctx, p: PlayerId) -> ColourSet {
    Colour::ALL
        .into_iter()
        .filter(|c| room(ctx, p, *c) > 0)
        .collect()
}

/// "Take n keshis of one colour of your choice": ask for the colour.
pub(crate) fn choose_keshis(ctx: &mut Ctx, p: PlayerId, n: u8) {
    let allowed = deployable(ctx, p);
    ctx.decide(
        p,
        Decision::KeshiColour {
            count: n,
            allowed,
            hold: false,
        },
    );
}

/// Deploys one keshi of `colour` taken from the supply (R2: keshis are
/// unlimited, so no shortage rules apply).
pub(crate) fn deploy(ctx: &mut Ctx, p: PlayerId, colour: Colour) {
    if let Hook::Done(()) = seat(ctx.st, p).deploy(ctx, colour) {
        return;
    }
    // Camel race: "Jedesmal, wenn ein Spieler auf beliebige Weise einen
    // Keshi erhält, darf er sich entscheiden, diesen wie üblich auf seinem
    // persönlichen Tableau zu verwenden, oder ihn in seinem
    // Zuschauerbereich ... einzusetzen."
    let board = board_free(ctx, p, colour) > 0;
    if crate::modules::keshi_gained(ctx, p, colour, board) {
        return;
    }
    deploy_on_board(ctx, p, colour);
}

/// Deploys one keshi taken from the supply on the player's board, never in
/// the camel race's spectator area (a seat with rules of its own, the
/// Paschabot, deploys it its way).
pub(crate) fn deploy_to_board(ctx: &mut Ctx, p: PlayerId, colour: Colour) {
    if let Hook::Done(()) = seat(ctx.st, p).deploy(ctx, colour) {
        return;
    }
    deploy_on_board(ctx, p, colour);
}

pub(crate) fn legal(ctx: &Ctx, p: PlayerId, d: Decision, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    match d {
        Decision::PlaceEntertainer => {
            for field in 0..8u8 {
                if pl.entertainers & (1 << field) == 0 {
                    out.push(Action::PlaceEntertainer { field });
                }
            }
        }
        Decision::PlaceCaravan => {
            for (i, path) in PATHS.iter().enumerate() {
                if pl.caravans[i] < path_spaces(ctx.st)[i] {
                    out.push(Action::PlaceCaravan { path: *path });
                }
            }
        }
        Decision::PlaceWaterVendor => {
            for s in VENDOR_SECTORS {
                if !pl.has_vendor(s) {
                    out.push(Action::PlaceWaterVendor { sector: s });
                }
            }
        }
        Decision::GoodsColour { .. } => {
            for colour in Colour::GOODS {
                out.push(Action::ChooseColour { colour });
            }
        }
        Decision::KeshiColour { allowed, .. } => {
            // Several choices are queued at once (scrolls 30/43/67, a gate
            // with scroll 66 and 36): a colour whose sector an earlier one
            // filled is no longer offered (R13 would return it).
            for colour in allowed.iter().filter(|c| room(ctx, p, *c) > 0) {
                out.push(Action::ChooseColour { colour });
            }
        }
        Decision::TakeResources { count } => {
            for resources in Resources::choices(count as u16) {
                out.push(Action::TakeResources { resources });
            }
        }
        _ => {}
    }
}

pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, d: Decision, a: Action) {
    match (d, a) {
        (Decision::PlaceEntertainer, Action::PlaceEntertainer { field }) => {
            ctx.player_mut(p).entertainers |= 1 << field;
            placed(ctx, p, Colour::Pink, Sector::MainSquare);
            entertainer_bonus(ctx, p, field);
        }
        (Decision::PlaceCaravan, Action::PlaceCaravan { path }) => place_caravan(ctx, p, path),
        (Decision::PlaceWaterVendor, Action::PlaceWaterVendor { sector }) => {
            ctx.player_mut(p).water_vendors |= 1 << sector.index();
            placed(ctx, p, Colour::Red, sector);
        }
        (Decision::GoodsColour { count }, Action::ChooseColour { colour }) => {
            for _ in 0..count {
                deploy(ctx, p, colour);
            }
        }
        (Decision::KeshiColour { count, hold, .. }, Action::ChooseColour { colour }) => {
            if hold {
                ctx.player_mut(p).held[colour.index()] += count;
            } else {
                for _ in 0..count {
                    ctx.push(Task::Deploy { p, colour });
                }
            }
        }
        (Decision::TakeResources { .. }, Action::TakeResources { resources }) => {
            ctx.gain(p, resources)
        }
        _ => {}
    }
}

/// Rulebook: "Whenever a player deploys a brown caravan keshi, they discover
/// the assigned oasis"; start oasis: "The right space must be occupied before
/// the left space can be used!"
fn place_caravan(ctx: &mut Ctx, p: PlayerId, path: SaharaPath) {
    ctx.player_mut(p).caravans[path_index(path)] += 1;
    placed(ctx, p, Colour::Brown, Sector::Sahara);
    crate::modules::caravan_arrived(ctx, p, path);
}

pub(crate) fn legal_held(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    for colour in Colour::ALL {
        if pl.held[colour.index()] > 0 {
            out.push(Action::DeployHeld { colour });
        }
    }
}

pub(crate) fn resolve_held(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::DeployHeld { colour } = a {
        ctx.player_mut(p).held[colour.index()] -= 1;
        if ctx.player(p).held_total() > 0 {
            ctx.decide(p, Decision::DeployHeldKeshi);
        }
        ctx.push(Task::Deploy { p, colour });
    }
}
