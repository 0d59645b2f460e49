//! The primitives floor: the small steps on a player's board and on the
//! displays that the base rules and the modules both take (placing a keshi,
//! a free space, returning a keshi, path capacities, taking a luxury good,
//! a scroll or a gate). Nothing here calls a sector, `deploy.rs` or a
//! module; a step the modules add to goes through a hook of `modules/mod.rs`
//! (`caravan_arrived`, `take_luxury`).
//!
//! Rulebook: "When deploying a green, pink, or brown keshi, the player
//! immediately gains the deployment bonus indicated on that keshi space."

use crate::action::{Action, BoardKeshi, Decision};
use crate::catalog::{Perk, ScrollEffect};
use crate::ctx::Ctx;
use crate::event::Event;
use crate::state::{OasisStatus, Player, ScoreCategory, ScrollKeshi, State};
use crate::task::Task;
use crate::types::*;

/// Sectors that take a water vendor (all but the souk).
pub(crate) const VENDOR_SECTORS: [Sector; 8] = Sector::SCORING;

pub(crate) const PATHS: [SaharaPath; 3] =
    [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis];

pub(crate) fn path_index(p: SaharaPath) -> usize {
    match p {
        SaharaPath::Left => 0,
        SaharaPath::Right => 1,
        SaharaPath::StartOasis => 2,
    }
}

/// Caravan spaces of each Sahara path: left, right, start oasis.
pub(crate) fn path_spaces(st: &State) -> [u8; 3] {
    if st.modules.desert_towns {
        [4, 4, 0]
    } else {
        [3, 3, 2]
    }
}

/// Whether a caravan on the last space of an upper path stands next to
/// something (module 5: a desert town), so that Classic lets it return
/// (R1).
pub(crate) fn path_end_occupied(st: &State) -> bool {
    st.modules.desert_towns
}

/// Whether the keshi on `spot` is one of the colour the space shows (not a
/// nomad): only those may be given back for an exchange or a falcon.
pub(crate) fn coloured_keshi_at(pl: &Player, spot: BoardKeshi) -> bool {
    let n = &pl.nomads;
    match spot {
        BoardKeshi::Marker { sector } => pl.markers[sector.index()] > n.markers[sector.index()],
        BoardKeshi::Entertainer { field } => n.fields & (1 << field) == 0,
        BoardKeshi::Guard => pl.watchtower > n.watchtower,
        BoardKeshi::WaterVendor { sector } => n.vendors & (1 << sector.index()) == 0,
        BoardKeshi::Caravan { path } => {
            let i = path_index(path);
            pl.caravans[i] == 0 || n.caravans[i] & (1 << (pl.caravans[i] - 1)) == 0
        }
    }
}

/// Free places for a keshi of `c` on the player's board (goods: unlimited).
pub(crate) fn board_free(ctx: &Ctx, p: PlayerId, c: Colour) -> u8 {
    let pl = ctx.player(p);
    let cap = ctx.cat.rules.sector_capacity.value;
    match c {
        Colour::Yellow | Colour::Purple | Colour::Orange => u8::MAX,
        Colour::Red => VENDOR_SECTORS
            .iter()
            .filter(|s| !pl.has_vendor(**s))
            .count() as u8,
        Colour::Brown => path_spaces(ctx.st)
            .iter()
            .zip(pl.caravans.iter())
            .map(|(cap, n)| cap - n)
            .sum(),
        _ => match c.sector() {
            Some(s) => cap.saturating_sub(pl.sector_keshis(s)),
            None => 0,
        },
    }
}

/// Deploys one keshi on the player's board, as the base game does.
pub(crate) fn deploy_on_board(ctx: &mut Ctx, p: PlayerId, colour: Colour) {
    let cap = ctx.cat.rules.sector_capacity.value;
    let pl = ctx.player(p);
    match colour {
        Colour::Yellow | Colour::Purple | Colour::Orange => {
            if let Some(g) = colour.goods_index() {
                ctx.player_mut(p).goods[g] += 1;
            }
            placed(ctx, p, colour, Sector::Souk);
        }
        Colour::Red => {
            if VENDOR_SECTORS.iter().any(|s| !pl.has_vendor(*s)) {
                ctx.decide(p, Decision::PlaceWaterVendor);
            } else {
                returned(ctx, p, colour);
            }
        }
        Colour::Pink => {
            if pl.entertainers != 0xff {
                ctx.decide(p, Decision::PlaceEntertainer);
            } else {
                returned(ctx, p, colour);
            }
        }
        Colour::Brown => {
            if pl
                .caravans
                .iter()
                .zip(path_spaces(ctx.st))
                .any(|(n, cap)| *n < cap)
            {
                ctx.decide(p, Decision::PlaceCaravan);
            } else {
                returned(ctx, p, colour);
            }
        }
        Colour::Beige => {
            if pl.sector_keshis(Sector::Medina) < cap {
                ctx.player_mut(p).watchtower += 1;
                placed(ctx, p, colour, Sector::Medina);
            } else {
                returned(ctx, p, colour);
            }
        }
        Colour::Turquoise | Colour::Green | Colour::Gray | Colour::White | Colour::Black => {
            let Some(s) = colour.sector() else { return };
            if pl.markers[s.index()] < cap {
                ctx.player_mut(p).markers[s.index()] += 1;
                placed(ctx, p, colour, s);
                if colour == Colour::Green {
                    date_picker_bonus(ctx, p);
                }
            } else {
                returned(ctx, p, colour);
            }
        }
    }
}

/// Rulebook: "When deploying a green date picker, the player gains 1 point
/// immediately."
pub(crate) fn date_picker_bonus(ctx: &mut Ctx, p: PlayerId) {
    ctx.points(p, 1, ScoreCategory::Deployment);
}

pub(crate) fn placed(ctx: &mut Ctx, p: PlayerId, colour: Colour, sector: Sector) {
    let pl = ctx.player_mut(p);
    if pl.scroll_keshi == ScrollKeshi::Awaiting {
        pl.scroll_keshi = ScrollKeshi::Deployed(sector);
    }
    ctx.emit(Event::KeshiDeployed {
        player: p,
        colour,
        sector,
    });
}

fn returned(ctx: &mut Ctx, p: PlayerId, colour: Colour) {
    // Scroll 64: a returned keshi went nowhere.
    let pl = ctx.player_mut(p);
    if pl.scroll_keshi == ScrollKeshi::Awaiting {
        pl.scroll_keshi = ScrollKeshi::Idle;
    }
    ctx.emit(Event::KeshiReturned { player: p, colour });
}

/// The deployment bonus of an entertainer (or a nomad) put on `field`.
pub(crate) fn entertainer_bonus(ctx: &mut Ctx, p: PlayerId, field: u8) {
    // Rulebook: "the player gains the bonus shown next to the space once
    // only." Scroll 54: plus both adjacent fields.
    let category = ScoreCategory::Deployment;
    if ctx.player(p).has(Perk::EntertainerNeighbours) {
        for f in [(field + 1) % 8, (field + 7) % 8] {
            ctx.push(Task::FieldBonus {
                p,
                field: f,
                times: 1,
                category,
            });
        }
    }
    ctx.push(Task::FieldBonus {
        p,
        field,
        times: 1,
        category,
    });
}

/// What a keshi (or a nomad) just put on the next space of `path` sets off
/// on the base board: the start oasis's bonus, an oasis discovered. The
/// path's index when the space lies past the last oasis of an upper path
/// (module 5's desert town: `modules::caravan_arrived`).
pub(crate) fn caravan_arrived(ctx: &mut Ctx, p: PlayerId, path: SaharaPath) -> Option<usize> {
    let i = path_index(path);
    let k = ctx.player(p).caravans[i];
    match path {
        SaharaPath::StartOasis => {
            let b = if k == 1 {
                ctx.cat.start_oasis.right
            } else {
                ctx.cat.start_oasis.left
            };
            ctx.bonus(p, b, ScoreCategory::Deployment);
        }
        SaharaPath::Left | SaharaPath::Right => {
            let Some(slot) = oasis_slot(ctx, path, k) else {
                return Some(i);
            };
            let st = ctx.player(p).oasis_slots[slot];
            if st.status == OasisStatus::Hidden {
                ctx.player_mut(p).oasis_slots[slot].status = OasisStatus::Discovered;
                ctx.emit(Event::OasisDiscovered {
                    player: p,
                    slot: slot as u8,
                    oasis: st.oasis,
                });
                if ctx.player(p).has(Perk::ScoreOasisOnDiscovery) {
                    ctx.push(Task::ScoreOasisNow { p, oasis: st.oasis });
                }
            }
        }
    }
    None
}

/// Index of the catalog oasis slot at `position` (1..=3) of a long path.
pub(crate) fn oasis_slot(ctx: &Ctx, path: SaharaPath, position: u8) -> Option<usize> {
    ctx.cat
        .oasis_slots
        .iter()
        .position(|s| s.path == path && s.position == position)
}

/// The bonus printed at `field`, `times` times.
pub(crate) fn field_bonus(
    ctx: &mut Ctx,
    p: PlayerId,
    field: u8,
    times: u8,
    category: ScoreCategory,
) {
    if times == 0 {
        return;
    }
    let b = ctx.cat.main_square_fields[field as usize]
        .bonus
        .times(times);
    ctx.bonus(p, b, category);
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
    if ctx.st.edition == Edition::Classic && path_end_occupied(ctx.st) {
        for (i, path) in [SaharaPath::Left, SaharaPath::Right]
            .into_iter()
            .enumerate()
        {
            if pl.caravans[i] == path_spaces(ctx.st)[i] {
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
                if !colours.contains(keshi.colour()) || !coloured_keshi_at(pl, keshi) =>
            {
                out.remove(k);
            }
            _ => k += 1,
        }
    }
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
            let i = path_index(path);
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

/// Ways to pay for the oasis on `slot` (scroll 45: "only 1 resource of your
/// choice"; scroll 33: dates and water for dinars), `discount` resources of
/// the player's choice less (never below nothing), each given to `each`
/// once, in a fixed order. `discount` holds the modules' discounts (the
/// special buildings' camel stable, a racing saddle).
pub(crate) fn oasis_payments(
    ctx: &Ctx,
    p: PlayerId,
    slot: usize,
    discount: u16,
    mut each: impl FnMut(Resources),
) {
    let pl = ctx.player(p);
    let printed = ctx.cat.oasis_slots[slot].cost;
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

/// Takes luxury good `id` (already paid for or free): its points and
/// resources. The modules' part follows in `modules::take_luxury`.
pub(crate) fn take_luxury(ctx: &mut Ctx, p: PlayerId, id: LuxuryId) {
    let def = ctx.cat.luxury(id);
    let (points, reward) = (def.points, def.reward);
    ctx.player_mut(p).add_luxury(id);
    ctx.emit(Event::LuxuryBought {
        player: p,
        luxury: id,
    });
    ctx.points(p, points as i16, ScoreCategory::LuxuryGoods);
    ctx.gain(p, reward);
}

/// A scroll comes into the player's possession: lasting abilities apply from
/// now on, instants resolve at once.
pub(crate) fn acquire(ctx: &mut Ctx, p: PlayerId, id: ScrollId) {
    ctx.player_mut(p).scrolls.insert(id);
    ctx.emit(Event::ScrollTaken {
        player: p,
        scroll: id,
    });
    match ctx.cat.scroll(id).effect {
        ScrollEffect::Perk { perk } => ctx.player_mut(p).perks |= perk.bit(),
        _ => ctx.push(Task::ScrollInstant { p, scroll: id }),
    }
}

/// A gate leaves its workshop for `p` (points, then building it): bought in
/// the medina action, or free with desert town 12.
pub(crate) fn take_gate(ctx: &mut Ctx, p: PlayerId, workshop: u8, colour: Colour) {
    let w = workshop as usize;
    ctx.st.workshops[w][colour.index()] -= 1;
    ctx.emit(Event::GateBought {
        player: p,
        workshop,
        colour,
    });
    let ws = &ctx.cat.workshops[w];
    let mut points = ws.points as i16;
    // Scroll 22: "If you buy a city gate from the left workshop for 0 dinar,
    // you do not lose points."
    if w == 0 && ws.price == 0 && points < 0 && ctx.player(p).has(Perk::FreeCheapGate) {
        points = 0;
    }
    ctx.points(p, points, ScoreCategory::CityGates);
    ctx.decide(p, Decision::BuildGate { colour });
}

/// Rapids the fisherman has crossed (they lie in increasing order).
pub(crate) fn rapids_crossed(ctx: &Ctx, p: PlayerId) -> u8 {
    let pos = ctx.player(p).fisherman;
    ctx.cat
        .river
        .rapids
        .iter()
        .filter(|r| r.space <= pos)
        .count() as u8
}

/// Any main-square field's bonus, no keshi needed there: a new luxury good
/// (003 "einen beliebigen N-Zuschauer-Bonus vom Großen Platz (dort muss
/// kein Keshi eingesetzt sein)") or a new provision tile ("Erhalte einen
/// beliebigen 1-Zuschauer-Bonus vom Großen Platz").
pub(crate) fn legal_any_field(ctx: &Ctx, out: &mut Vec<Action>) {
    for field in 0..ctx.cat.main_square_fields.len() as u8 {
        out.push(Action::TakeFieldBonus { field });
    }
}

/// The field chosen: its bonus `times` times, scored in `category`.
pub(crate) fn resolve_any_field(
    ctx: &mut Ctx,
    p: PlayerId,
    times: u8,
    category: ScoreCategory,
    a: Action,
) {
    if let Action::TakeFieldBonus { field } = a {
        field_bonus(ctx, p, field, times, category);
    }
}
