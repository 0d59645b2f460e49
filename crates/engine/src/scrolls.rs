//! Instant scroll effects (lightning icon): "The player performs an instant
//! action once only and immediately when acquiring that scroll." Lasting
//! effects are perks checked where their rule applies.

use crate::action::{Action, Decision};
use crate::catalog::ScrollEffect;
use crate::ctx::Ctx;
use crate::deploy::choose_keshis;
use crate::sectors::{self, action_available, main_square, staircase};
use crate::state::{ScrollKeshi, SoukVendor};
use crate::task::Task;
use crate::types::*;

pub(crate) fn instant(ctx: &mut Ctx, p: PlayerId, id: ScrollId) {
    match ctx.cat.scroll(id).effect {
        // 01–12: "You take the depicted keshi ... and immediately deploy it".
        ScrollEffect::DeployKeshi { colour } => ctx.push(Task::Deploy { p, colour }),
        // 19–21.
        ScrollEffect::GainResources { resources } => ctx.gain(p, resources),
        // 30, 43, 67: any keshi, once per keshi.
        ScrollEffect::AnyKeshi { times } => {
            for _ in 0..times {
                choose_keshis(ctx, p, 1);
            }
        }
        // 37–42: "take both depicted keshis ... deploy them to the souk".
        ScrollEffect::GoodsKeshis { colours } => {
            for colour in colours.into_iter().rev() {
                ctx.push(Task::Deploy { p, colour });
            }
        }
        // 47 (printed spectators, "3 times each bonus").
        ScrollEffect::ThreeSpectatorBonuses => main_square::bonuses_where(ctx, p, true),
        // 53 (R6: no water vendor water).
        ScrollEffect::AnySectorAction => ctx.decide(p, Decision::ChooseSectorAction),
        // 55: "you may choose the order in which you advance".
        ScrollEffect::ThreeStepsBothStairs => ctx.decide(
            p,
            Decision::ChooseStair {
                steps: 3,
                then_other: 3,
            },
        ),
        // 57: the vendor pays from the next turn on (R15).
        ScrollEffect::SoukWaterVendor => {
            let pl = ctx.player_mut(p);
            if pl.souk_vendor == SoukVendor::None {
                pl.souk_vendor = SoukVendor::Placed;
            }
            ctx.gain(p, Resources::new(3, 0, 0));
        }
        // 58.
        ScrollEffect::OrangeScrollForDate => ctx.decide(
            p,
            Decision::TakeScroll {
                ty: ScrollType::Orange,
                dates: 1,
            },
        ),
        // 59.
        ScrollEffect::AllLineBonuses => staircase::all_line_bonuses(ctx, p),
        // 62: "You CANNOT claim a desert town with this tile".
        ScrollEffect::ClaimThreeOases => ctx.decide(p, Decision::ClaimFreeOases { left: 3 }),
        // 64: a keshi, then the action of the sector it went to.
        ScrollEffect::KeshiAndSectorAction => {
            ctx.player_mut(p).scroll_keshi = ScrollKeshi::Awaiting;
            ctx.push(Task::ActionWhereDeployed { p });
            choose_keshis(ctx, p, 1);
        }
        // 70.
        ScrollEffect::AllEntertainers => main_square::bonuses_where(ctx, p, false),
        // 71.
        ScrollEffect::ScoreClaimedOasis => ctx.decide(p, Decision::ScoreOasis),
        // 72.
        ScrollEffect::ResourcesForPoints { points_each } => {
            ctx.decide(p, Decision::ReturnResources { points_each })
        }
        ScrollEffect::Perk { .. } => {}
    }
}

/// Scroll 64: "perform the sector action of that sector where you have
/// deployed that keshi" (a returned keshi went nowhere).
pub(crate) fn action_where_deployed(ctx: &mut Ctx, p: PlayerId) {
    let went = std::mem::take(&mut ctx.player_mut(p).scroll_keshi);
    if let ScrollKeshi::Deployed(sector) = went {
        if action_available(ctx, p, sector) {
            sectors::sector_action(ctx, p, sector);
        }
    }
}

/// Scroll 53, river tile 01: any sector whose action is available (R5).
/// Both say "may" (002: "You may perform a sector action of your choice";
/// 000, river tile 01: "Der Spieler darf eine beliebige Bezirksaktion
/// ausführen"): `Done` declines.
pub(crate) fn legal_sector_choice(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for sector in Sector::ALL {
        if action_available(ctx, p, sector) {
            out.push(Action::ChooseSector { sector });
        }
    }
    out.push(Action::Done);
}

pub(crate) fn legal_score_oasis(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    for index in 0..ctx.player(p).storage.len() {
        out.push(Action::ScoreOasis { index: index as u8 });
    }
}

pub(crate) fn resolve_score_oasis(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::ScoreOasis { index } = a {
        if let Some(&oasis) = ctx.player(p).storage.get(index as usize) {
            ctx.push(Task::ScoreOasisNow { p, oasis });
        }
    }
}
