//! Expansion box, new luxury goods (003 "Neue Luxuswaren"): 5 hunting
//! falcons and 5 racing saddles.
//!
//! 003: "Die neuen Luxuswaren werden zusammen mit denen des Grundspiels
//! gemischt. Dann werden alle Luxuswaren in 5 gleich hohe, verdeckte Stapel
//! aufgeteilt, von denen jeweils das oberste Plättchen aufgedeckt wird."
//! "Kauft ein Spieler einen Rennsattel, so erhält er 16 Punkte und setzt sein
//! Kamel 2 Felder auf der Rennstrecke vor." "Nur im Spiel OHNE die
//! KAMEL-RENNEN-ERWEITERUNG: Aktiviere (statt der Kamelbewegung) sofort 1
//! Oase und bezahle dazu bis zu 2 beliebige Ressourcen weniger, als gefordert
//! (maximal kostenlos – du kannst keine Ressourcen erhalten)." "Kauft ein
//! Spieler einen Jagdfalken, muss er zusätzlich zu den Waren-Keshis auch
//! einen bestimmten Keshi von seinem persönlichen Tableau abgeben (nicht aus
//! seinem Vorrat hinter seinem Sichtschirm!). Der Spieler erhält 20 Punkte
//! sowie einen Sofort-Bonus."

use crate::action::{Action, BoardKeshi, Decision};
use crate::board;
use crate::catalog::{Catalog, FalconBonus, LuxuryDef};
use crate::ctx::Ctx;
use crate::modules::Modules;
use crate::state::OasisStatus;
use crate::task::Task;
use crate::types::*;

/// The luxury goods of a game: the base box's, and with this module the
/// falcons and saddles the other modules in play allow.
pub fn in_play(cat: &Catalog, modules: &Modules) -> Vec<LuxuryId> {
    cat.luxury_goods
        .iter()
        .filter(|l| !l.luxury.is_new() || (modules.new_luxury_goods && usable(l, modules)))
        .map(|l| l.id)
        .collect()
}

/// "Achtung: Dieser Jagdfalke kann nur zusammen mit der NOMADEN ERWEITERUNG
/// verwendet werden."
fn usable(def: &LuxuryDef, modules: &Modules) -> bool {
    modules.nomads || !matches!(def.falcon.map(|f| f.bonus), Some(FalconBonus::Nomad))
}

/// The keshis `p` may return from the board for luxury good `id` (a
/// falcon's "bestimmten Keshi"), or `None` if it asks for none.
pub(crate) fn keshi_to_return(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> Option<Vec<Action>> {
    let falcon = ctx.cat.luxury(id).falcon?;
    let mut v = Vec::new();
    board::returnable(ctx, p, falcon.keshi, &mut v);
    Some(v)
}

/// Whether `p` has the board keshi luxury good `id` asks for (true for
/// every good but a falcon).
pub(crate) fn keshi_available(ctx: &Ctx, p: PlayerId, id: LuxuryId) -> bool {
    keshi_to_return(ctx, p, id).is_none_or(|v| !v.is_empty())
}

pub(crate) fn legal_falcon_keshi(ctx: &Ctx, p: PlayerId, slot: u8, out: &mut Vec<Action>) {
    if let Some(id) = ctx.st.luxury.face_up[slot as usize] {
        if let Some(v) = keshi_to_return(ctx, p, id) {
            out.extend(v);
        }
    }
}

/// The falcon's keshi goes back to the supply; its bonus comes once the
/// falcon is paid for and taken (with its 20 points): the souk goes on
/// with the purchase (`souk::resolve_falcon_keshi`).
pub(crate) fn return_falcon_keshi(ctx: &mut Ctx, p: PlayerId, id: LuxuryId, keshi: BoardKeshi) {
    board::return_keshi(ctx, p, keshi);
    falcon_bonus(ctx, p, id, keshi);
}

/// A racing saddle's effect once it is taken.
pub(crate) fn gained(ctx: &mut Ctx, p: PlayerId, id: LuxuryId) {
    let Some(saddle) = ctx.cat.luxury(id).saddle else {
        return;
    };
    // "setzt sein Kamel 2 Felder auf der Rennstrecke vor. Dabei müssen die
    // Regeln des Kamelrennens beachtet werden."
    if ctx.st.modules.camel_race {
        crate::modules::camel_race::run(ctx, p, saddle.camel_steps);
        return;
    }
    // Without the camel race: "Aktiviere (statt der Kamelbewegung) sofort 1
    // Oase ... bis zu 2 beliebige Ressourcen weniger".
    if claimable_oasis(ctx, p) {
        ctx.decide(
            p,
            Decision::DiscountedOasis {
                discount: saddle.oasis_discount,
            },
        );
    }
}

/// Whether `p` has a discovered oasis and room to store it.
fn claimable_oasis(ctx: &Ctx, p: PlayerId) -> bool {
    let pl = ctx.player(p);
    !pl.storage.is_full()
        && pl
            .oasis_slots
            .iter()
            .any(|s| s.status == OasisStatus::Discovered)
}

/// The racing saddle's oasis: any discovered oasis, `discount` resources
/// less; `Done` declines (the player pays for it).
pub(crate) fn legal_discounted_oasis(ctx: &Ctx, p: PlayerId, discount: u8, out: &mut Vec<Action>) {
    if claimable_oasis(ctx, p) {
        for (slot, s) in ctx.player(p).oasis_slots.iter().enumerate() {
            if s.status != OasisStatus::Discovered {
                continue;
            }
            let discount = discount as u16 + super::special_buildings::oasis_discount(ctx, p);
            board::oasis_payments(ctx, p, slot, discount, |pay| {
                out.push(Action::ClaimOasis {
                    slot: slot as u8,
                    pay,
                })
            });
        }
    }
    out.push(Action::Done);
}

pub(crate) fn resolve_discounted_oasis(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::ClaimOasis { slot, pay } = a {
        board::claim(ctx, p, slot, pay);
    }
}

/// A hunting falcon's instant bonus, after the falcon is taken; `returned`:
/// the keshi given for it.
fn falcon_bonus(ctx: &mut Ctx, p: PlayerId, id: LuxuryId, returned: BoardKeshi) {
    let Some(falcon) = ctx.cat.luxury(id).falcon else {
        return;
    };
    match falcon.bonus {
        // "Erhalte 1 Nomaden-Keshi aus dem Vorrat und setze ihn ohne
        // Kosten sofort ein" (in play with the nomads only, see `usable`).
        FalconBonus::Nomad => crate::modules::nomads::gain_free(ctx, p),
        FalconBonus::ExchangeKeshi => ctx.decide(p, Decision::StorageExchange),
        FalconBonus::SwapResources => ctx.decide(p, Decision::SwapResources),
        FalconBonus::MainSquareField { times } => ctx.decide(p, Decision::FieldBonus { times }),
        // "Passend zum abgegebenen Nicht-Waren-Keshi".
        FalconBonus::Steps { n } => match returned.colour() {
            Colour::Turquoise => ctx.push(Task::MoveRiver {
                p,
                steps: n,
                extra: true,
            }),
            Colour::White => ctx.push(Task::StartClimb {
                p,
                stair: Stair::Palace,
                steps: n,
                extra: true,
            }),
            Colour::Black => ctx.push(Task::StartClimb {
                p,
                stair: Stair::Mosque,
                steps: n,
                extra: true,
            }),
            _ => {}
        },
    }
}

/// "Eine beliebige Anzahl eigener Ressourcen in andere beliebige Ressourcen
/// ... tauschen": every split of the player's resources (keeping them as
/// they are included).
pub(crate) fn legal_swap(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let have = ctx.player(p).resources;
    out.push(Action::TakeResources { resources: have });
    for resources in Resources::choices(have.total()) {
        if resources != have {
            out.push(Action::TakeResources { resources });
        }
    }
}

pub(crate) fn resolve_swap(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if let Action::TakeResources { resources } = a {
        let have = ctx.player(p).resources;
        if resources == have || resources.total() != have.total() {
            return;
        }
        ctx.pay(p, have);
        ctx.gain(p, resources);
    }
}
