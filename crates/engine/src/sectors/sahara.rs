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

use crate::action::{Action, BoardKeshi, Decision};
use crate::catalog::{Perk, StorageIcon};
use crate::ctx::Ctx;
use crate::deploy::{deployable, VENDOR_SECTORS};
use crate::event::Event;
use crate::state::OasisStatus;
use crate::task::Task;
use crate::types::*;

/// Ways to pay for the oasis on `slot` (scroll 45: "only 1 resource of your
/// choice"; scroll 33: dates and water for dinars), `discount` resources of
/// the player's choice less (never below nothing), each given to `each`
/// once, in a fixed order.
pub(crate) fn oasis_payments(
    ctx: &Ctx,
    p: PlayerId,
    slot: usize,
    discount: u16,
    mut each: impl FnMut(Resources),
) {
    let pl = ctx.player(p);
    let printed = ctx.cat.oasis_slots[slot].cost;
    // Special buildings, the camel stable: "1 beliebige Ressource weniger".
    let discount = discount + crate::modules::special_buildings::oasis_discount(ctx, p);
    if discount == 0
        && !pl.has(Perk::OasisForOneResource)
        && !(pl.has(Perk::DatesAndWaterAsDinars) && printed.dinars > 0)
    {
        // Nothing to choose: the printed cost, if the player has it.
        if pl.resources.covers(printed) {
            each(printed);
        }
        return;
    }
    let costs: Vec<Resources> = if pl.has(Perk::OasisForOneResource) {
        Resource::ALL.into_iter().map(Resources::one).collect()
    } else {
        vec![printed]
    };
    let mut v: Vec<Resources> = Vec::new();
    for cost in costs {
        for less in reductions(cost, discount) {
            let mut due = cost;
            due.sub(less);
            for pay in ctx.payments(p, due) {
                if !v.contains(&pay) {
                    v.push(pay);
                }
            }
        }
    }
    v.into_iter().for_each(each);
}

/// Every way to take `n` resources (or all of them, if fewer) off `cost`.
fn reductions(cost: Resources, n: u16) -> Vec<Resources> {
    let n = n.min(cost.total());
    Resources::choices(n).filter(|r| cost.covers(*r)).collect()
}

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
                oasis_payments(ctx, p, slot, 0, |pay| {
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

/// Pays for the discovered oasis on `slot`, claims it and stores it.
pub(crate) fn claim(ctx: &mut Ctx, p: PlayerId, slot: u8, pay: Resources) {
    ctx.pay(p, pay);
    let oasis = ctx.player(p).oasis_slots[slot as usize].oasis;
    ctx.player_mut(p).oasis_slots[slot as usize].status = OasisStatus::Claimed;
    store(ctx, p, oasis);
}

/// Puts a claimed oasis on the next storage space and resolves its icon.
pub(crate) fn store(ctx: &mut Ctx, p: PlayerId, oasis: OasisId) {
    let space = ctx.player(p).storage.len() as u8;
    if !ctx.player_mut(p).storage.push(oasis) {
        ctx.fault = Some("oasis storage overflow");
        return;
    }
    ctx.emit(Event::OasisClaimed {
        player: p,
        oasis,
        storage: space,
    });
    ctx.push(Task::StorageIcon { p, space });
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

/// The keshis of the colours `colours` the player may return from the board
/// (the exchange icon's rules).
pub(crate) fn returnable(ctx: &Ctx, p: PlayerId, colours: ColourSet, out: &mut Vec<Action>) {
    let start = out.len();
    let pl = ctx.player(p);
    for sector in [
        Sector::River,
        Sector::DateOrchard,
        Sector::Mosque,
        Sector::Palace,
        Sector::Madrasa,
    ] {
        if pl.markers[sector.index()] > 0 {
            out.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Marker { sector },
            });
        }
    }
    for field in 0..8u8 {
        if pl.entertainers & (1 << field) != 0 {
            out.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Entertainer { field },
            });
        }
    }
    if pl.watchtower > 0 {
        out.push(Action::ReturnKeshi {
            keshi: BoardKeshi::Guard,
        });
    }
    // R1: Classic forbids only caravans "standing next to a discovered or
    // claimed oasis"; with module 5 the caravan on a desert-town space stands
    // next to a town. Essential forbids every caravan.
    if ctx.st.edition == Edition::Classic && crate::modules::path_end_occupied(ctx.st) {
        for (i, path) in [SaharaPath::Left, SaharaPath::Right]
            .into_iter()
            .enumerate()
        {
            if pl.caravans[i] == crate::modules::desert_towns::path_spaces(ctx.st)[i] {
                out.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Caravan { path },
                });
            }
        }
    }
    for sector in VENDOR_SECTORS {
        if pl.has_vendor(sector) {
            out.push(Action::ReturnKeshi {
                keshi: BoardKeshi::WaterVendor { sector },
            });
        }
    }
    // Nomads: a nomad is no keshi of the space's colour.
    let mut k = start;
    while k < out.len() {
        match out[k] {
            Action::ReturnKeshi { keshi }
                if !colours.contains(keshi.colour())
                    || !crate::modules::nomads::coloured_keshi_at(pl, keshi) =>
            {
                out.remove(k);
            }
            _ => k += 1,
        }
    }
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

/// Returns a deployed keshi to the supply.
pub(crate) fn return_keshi(ctx: &mut Ctx, p: PlayerId, keshi: BoardKeshi) {
    let pl = ctx.player_mut(p);
    let sector = match keshi {
        BoardKeshi::Marker { sector } => {
            pl.markers[sector.index()] -= 1;
            sector
        }
        BoardKeshi::Entertainer { field } => {
            pl.entertainers &= !(1 << field);
            Sector::MainSquare
        }
        BoardKeshi::Guard => {
            pl.watchtower -= 1;
            Sector::Medina
        }
        BoardKeshi::WaterVendor { sector } => {
            pl.water_vendors &= !(1 << sector.index());
            sector
        }
        BoardKeshi::Caravan { path } => {
            let i = crate::deploy::path_index(path);
            pl.caravans[i] -= 1;
            Sector::Sahara
        }
    };
    ctx.emit(Event::KeshiRemoved {
        player: p,
        colour: keshi.colour(),
        sector,
    });
}
