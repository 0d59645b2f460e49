//! Sahara (brown caravans): claiming oases and the storage icons.
//!
//! Rulebook: "With the Sahara sector action a player may claim as many
//! discovered oases as they wish and can afford, one after the other." "The
//! player places the claimed oasis on a storage space ... If a keshi is
//! standing on the space ..., the player may deploy that keshi ...
//! immediately." Exchange icon: "the player may return any 1 keshi deployed
//! on their player board to the common supply and take 1 keshi of another
//! color and deploy it". Scroll icon: "take 1 scroll from the display that
//! requires exactly 3 scholar keshis, ignoring this requirement and without
//! paying 1 date."

use crate::action::{Action, Decision};
use crate::board::{claim, oasis_payments, return_keshi, returnable};
use crate::catalog::StorageIcon;
use crate::ctx::Ctx;
use crate::deploy::deployable;
use crate::state::OasisStatus;
use crate::types::*;

pub(crate) fn legal(ctx: &Ctx, p: PlayerId, free: bool, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    if !pl.storage.is_full() {
        for (slot, s) in pl.oasis_slots.iter().enumerate() {
            if s.status != OasisStatus::Discovered {
                continue;
            }
            if free {
                out.push(Action::ClaimOasis {
                    slot: slot as u8,
                    pay: Resources::ZERO,
                });
            } else {
                // Special buildings, the camel stable: "1 beliebige Ressource weniger".
                let discount = crate::modules::special_buildings::oasis_discount(ctx, p);
                oasis_payments(ctx, p, slot, discount, |pay| {
                    out.push(Action::ClaimOasis {
                        slot: slot as u8,
                        pay,
                    })
                });
            }
        }
    }
    // Module 5: "With their Sahara sector action a player may claim
    // discovered oasis tiles as well as desert town tiles" (not for free).
    if !free {
        crate::modules::desert_towns::legal_claims(ctx, p, out);
    }
    out.push(Action::Done);
}

/// `free_left`: `Some(n)` for free claims (scroll 62, river tile 15).
pub(crate) fn resolve(ctx: &mut Ctx, p: PlayerId, free_left: Option<u8>, a: Action) {
    if let Action::ClaimDesertTown { space } = a {
        ctx.decide(p, Decision::Sahara);
        crate::modules::desert_towns::resolve_claim(ctx, p, space);
        return;
    }
    let Action::ClaimOasis { slot, pay } = a else {
        return;
    };
    match free_left {
        None => ctx.decide(p, Decision::Sahara),
        Some(n) if n > 1 => ctx.decide(p, Decision::ClaimFreeOases { left: n - 1 }),
        Some(_) => {}
    }
    claim(ctx, p, slot, pay);
}

pub(crate) fn storage_icon(ctx: &mut Ctx, p: PlayerId, space: u8) {
    let Some(s) = ctx.cat.storage_spaces.get(space as usize) else {
        // A 7th oasis (river tile 02) lies next to the supply board.
        return;
    };
    // A keshi on the space (storage keshis; the date store's on any space)
    // comes before the space's icon.
    let keshi = ctx.player_mut(p).storage_keshis[space as usize].take();
    match s.icon {
        StorageIcon::Keshi | StorageIcon::KeshiTwoPlayers => {}
        StorageIcon::Exchange => ctx.decide(p, Decision::StorageExchange),
        StorageIcon::Scroll => ctx.decide(
            p,
            Decision::TakeScroll {
                ty: ScrollType::Yellow,
                dates: 0,
            },
        ),
        StorageIcon::Empty => {}
    }
    if let Some(colour) = keshi {
        ctx.decide(p, Decision::StorageKeshi { colour });
    }
}

/// Caravans may never be returned in the base game: Essential "die Abgabe
/// eines braunen Karawanenführer-Papp-Keshis ... NICHT erlaubt"; Classic
/// forbids those "standing next to a discovered or claimed oasis", and every
/// caravan space lies next to one (the start oasis "had been discovered
/// already"). Guards committed to a gate and goods keshis may not be
/// returned either.
pub(crate) fn legal_exchange(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    returnable(ctx, p, ColourSet::ALL, out);
    out.push(Action::Done);
}

pub(crate) fn resolve_exchange(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::ReturnKeshi { keshi } = a else {
        return;
    };
    return_keshi(ctx, p, keshi);
    let colour = keshi.colour();
    // "take 1 keshi of another color and deploy it immediately".
    let mut allowed = deployable(ctx, p);
    allowed.remove(colour);
    ctx.decide(
        p,
        Decision::KeshiColour {
            count: 1,
            allowed,
            hold: false,
        },
    );
}
