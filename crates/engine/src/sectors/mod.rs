//! Phase 3, "Use your assistants", and the nine sector actions.
//!
//! Rulebook: "For each assistant the player decides between 1 of 2 options:
//! a) Take a new keshi ... b) Perform the sector action." "First, the player
//! gains 1 water if they had deployed a red water vendor in this sector."

pub mod date_orchard;
pub mod madrasa;
pub mod main_square;
pub mod medina;
pub mod river;
pub mod sahara;
pub mod souk;
pub mod staircase;

use crate::action::{Action, AssistantOption, Decision};
use crate::catalog::Perk;
use crate::ctx::Ctx;
use crate::deploy::room;
use crate::event::Event;
use crate::state::{ScoreCategory, SoukVendor};
use crate::task::Task;
use crate::types::*;

/// R5: the main-square action needs at least one entertainer; every other
/// action is always available.
pub(crate) fn action_available(ctx: &Ctx, p: PlayerId, sector: Sector) -> bool {
    match sector {
        Sector::MainSquare => ctx.player(p).entertainers != 0,
        _ => true,
    }
}

pub(crate) fn legal_use_assistant(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    crate::modules::nomads::legal_moves(ctx, p, out);
    let mut seen = 0u16;
    for (_, sector) in ctx.player(p).unused_assistants() {
        if seen & (1 << sector.index()) != 0 {
            continue;
        }
        seen |= 1 << sector.index();
        // a) New keshi: not allowed in a complete sector; in the souk any
        // goods colour ("The souk ... is never filled").
        match sector.colour() {
            None => {
                for colour in Colour::GOODS {
                    out.push(Action::UseAssistant {
                        sector,
                        option: AssistantOption::NewKeshi { colour },
                    });
                }
            }
            Some(colour) => {
                if room(ctx, p, colour) > 0 {
                    out.push(Action::UseAssistant {
                        sector,
                        option: AssistantOption::NewKeshi { colour },
                    });
                }
            }
        }
        if action_available(ctx, p, sector) {
            out.push(Action::UseAssistant {
                sector,
                option: AssistantOption::SectorAction,
            });
        }
    }
}

pub(crate) fn resolve_use_assistant(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if crate::modules::nomads::is_move(a) {
        crate::modules::nomads::resolve_move(ctx, p, a);
        return;
    }
    let Action::UseAssistant { sector, option } = a else {
        return;
    };
    let Some((i, _)) = ctx
        .player(p)
        .unused_assistants()
        .find(|(_, s)| *s == sector)
    else {
        return;
    };
    ctx.player_mut(p).assistants_used |= 1 << i;
    ctx.emit(Event::AssistantUsed {
        player: p,
        sector,
        option,
    });
    water_vendor_pays(ctx, p, sector, option == AssistantOption::SectorAction);
    match option {
        AssistantOption::NewKeshi { colour } => ctx.push(Task::Deploy { p, colour }),
        AssistantOption::SectorAction => ctx.push(Task::SectorAction { p, sector }),
    }
}

/// R6: the water vendor present when an assistant is used pays 1 water
/// (scroll 35: 2). Scroll 57's souk vendor pays once active (R15). Scroll 50:
/// +2 points — Essential "beim Nutzen eines Assistenten", Classic "when
/// performing the sector action" (R1).
fn water_vendor_pays(ctx: &mut Ctx, p: PlayerId, sector: Sector, action: bool) {
    let pl = ctx.player(p);
    let present = match sector {
        Sector::Souk => pl.souk_vendor == SoukVendor::Active,
        _ => pl.has_vendor(sector),
    };
    if !present {
        return;
    }
    let water = 1 + u16::from(pl.has(Perk::ExtraVendorWater));
    let points = pl.has(Perk::VendorPoints)
        && match ctx.st.edition {
            Edition::Essential => true,
            Edition::Classic => action,
        };
    ctx.gain(p, Resources::new(water, 0, 0));
    if points {
        ctx.points(p, 2, ScoreCategory::Scrolls);
    }
}

/// Performs the action of a sector (no water vendor: that is paid by the
/// assistant, R6).
pub(crate) fn sector_action(ctx: &mut Ctx, p: PlayerId, sector: Sector) {
    let pl = ctx.player(p);
    match sector {
        Sector::River => {
            let steps = pl.markers[Sector::River.index()];
            ctx.push(Task::MoveRiver {
                p,
                steps,
                extra: true,
            });
        }
        Sector::DateOrchard => date_orchard::action(ctx, p),
        Sector::Souk => ctx.decide(
            p,
            Decision::Souk {
                mode: crate::action::SoukMode::Start,
            },
        ),
        Sector::MainSquare => {
            if !action_available(ctx, p, sector) {
                return;
            }
            // Scroll 65: "always twice in a row".
            let times = if pl.has(Perk::MainSquareTwice) { 2 } else { 1 };
            for _ in 0..times {
                ctx.push(Task::MainSquare { p });
            }
        }
        Sector::Mosque | Sector::Palace => {
            let stair = if sector == Sector::Mosque {
                Stair::Mosque
            } else {
                Stair::Palace
            };
            let steps = pl.markers[sector.index()];
            ctx.push(Task::StartClimb {
                p,
                stair,
                steps,
                extra: true,
            });
        }
        Sector::Madrasa => ctx.decide(
            p,
            Decision::Madrasa {
                scholars: pl.markers[Sector::Madrasa.index()],
                must_buy: None,
            },
        ),
        Sector::Medina => {
            // "The keshis gained during the action should only be deployed
            // ... after all gates have been purchased".
            ctx.push(Task::DeployHeld { p });
            ctx.decide(p, Decision::Medina);
        }
        Sector::Sahara => ctx.decide(p, Decision::Sahara),
    }
}
