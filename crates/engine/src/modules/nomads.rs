//! Expansion module: the nomads (003 "Die Nomaden").
//!
//! 003: "In jeder Runde stellt ihr 1 Nomaden-Keshi vom Nomaden-Tableau in
//! den Turm-Auslauf, nachdem ihr alle von den Spielern ausgewählten Keshis
//! in den Turm geworfen und im Auslauf sortiert habt." "Beim 'Keshis
//! nehmen' haben die Spieler nun die Wahl, entweder 1-2 Keshis einer Farbe
//! oder den Nomaden-Keshi zu nehmen." "Der Nomaden-Keshi kann in jedem
//! Bezirk (außer dem Souk) und sogar als Wasserverkäufer eingesetzt werden.
//! Er zählt als 1 Keshi dieses Bezirks."
//!
//! A nomad stands on a keshi space of its sector and is counted with that
//! sector's keshis (the marker value, the entertainers, the guards, the
//! caravans, the water vendors); [`Nomads`] records which of them are
//! nomads, because "Nomaden-Keshis zählen allerdings nicht dazu, wenn ein
//! Oasen-Plättchen eine bestimmte Keshi-Farbe fordert" (and a nomad has no
//! colour to give back for an exchange or a falcon). Essential: the wooden
//! nomad above the marker and the cardboard nomads (R24, gray too) only
//! show the same count on the physical board.

use crate::action::{Action, BoardKeshi, Decision};
use crate::board::{self, path_index, path_spaces, PATHS, VENDOR_SECTORS};
use crate::bounded::BVec;
use crate::catalog::nomads::NomadsData;
use crate::catalog::Catalog;
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::camel_race;
pub use crate::state::{NomadBoard, Nomads};
use crate::state::{Player, State};
use crate::types::*;

/// Marker sectors, where a nomad is one more keshi on the count.
const MARKER_SECTORS: [Sector; 5] = [
    Sector::River,
    Sector::DateOrchard,
    Sector::Mosque,
    Sector::Palace,
    Sector::Madrasa,
];

/// Main-square fields, one entertainer space each.
const FIELDS: u8 = 8;

/// The most spaces [`spaces`] can list: every marker sector, field,
/// the watchtower, every Sahara path and every water-vendor space.
const MAX_SPACES: usize =
    MARKER_SECTORS.len() + FIELDS as usize + 1 + PATHS.len() + VENDOR_SECTORS.len();

/// Spaces for a nomad, listed without allocating.
pub(crate) type Spaces = BVec<BoardKeshi, MAX_SPACES>;

/// The nomads' data, when the module is in play and the catalog has it.
pub(crate) fn data<'a>(cat: &'a Catalog, st: &State) -> Option<&'a NomadsData> {
    if st.modules.nomads {
        cat.nomads.as_ref()
    } else {
        None
    }
}

/// Setup: "die Holz-Nomaden-Keshis werden als Vorrat auf das Tableau
/// gelegt."
pub(crate) fn lay_out(data: &NomadsData) -> NomadBoard {
    NomadBoard {
        supply: data.supply.value,
        ..NomadBoard::default()
    }
}

/// After the tower is thrown and the base sorted: 1 nomad into the base.
pub(crate) fn into_base(ctx: &mut Ctx) {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return;
    };
    let board = &mut ctx.st.nomads;
    board.declined = 0;
    if d.per_round.value == 0 || board.supply == 0 || board.in_base {
        return;
    }
    board.supply -= 1;
    board.in_base = true;
    ctx.emit(Event::NomadInBase);
}

/// "Wenn alle anderen Keshis genommen worden sind und auch danach kein
/// Spieler den Nomaden-Keshi nehmen möchte oder kann, wird er zurück auf
/// das Nomaden-Tableau gestellt".
pub(crate) fn return_unclaimed(ctx: &mut Ctx) {
    let board = &mut ctx.st.nomads;
    board.declined = 0;
    if board.in_base {
        board.in_base = false;
        board.supply += 1;
        ctx.emit(Event::NomadReturned);
    }
}

/// The nomad is in the tower base.
pub(crate) fn in_base(st: &State) -> bool {
    st.modules.nomads && st.nomads.in_base
}

/// Whether `p` may take the base's nomad now: it is there, `p` has not let
/// it go, can pay "1 Dattel und 1 Wasser" (R27 of the digest: who cannot
/// pay cannot take it) and has a space for it.
pub(crate) fn may_claim(ctx: &Ctx, p: PlayerId) -> bool {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return false;
    };
    in_base(ctx.st)
        && ctx.st.nomads.declined & (1 << p) == 0
        && ctx.player(p).resources.covers(d.cost.value)
        && has_space(ctx, p)
}

/// The claim choices a nomad adds: take it, or (when no keshi can be
/// claimed) let it go.
pub(crate) fn legal_claim(ctx: &Ctx, p: PlayerId, keshis: bool, out: &mut Vec<Action>) {
    if may_claim(ctx, p) {
        out.push(Action::ClaimNomad);
        if !keshis {
            out.push(Action::Done);
        }
    }
}

/// Resolves a nomad claim choice; `false` if `a` is a keshi claim.
pub(crate) fn resolve_claim(ctx: &mut Ctx, p: PlayerId, a: Action) -> bool {
    match a {
        Action::ClaimNomad => {
            let cost = data(ctx.cat, ctx.st).map_or(Resources::ZERO, |d| d.cost.value);
            ctx.st.nomads.in_base = false;
            ctx.player_mut(p).nomads.held += 1;
            ctx.emit(Event::NomadClaimed { player: p });
            ctx.pay(p, cost);
            // Classic: deployed at once; Essential: "Die gewählten
            // Holz-Keshis sammelt jeder zunächst neben seinem persönlichen
            // Tableau" (see `place_held`).
            if ctx.st.edition == Edition::Classic {
                ctx.decide(p, Decision::PlaceNomad { from_supply: false });
            }
            true
        }
        Action::Done => {
            ctx.st.nomads.declined |= 1 << p;
            ctx.emit(Event::NomadDeclined { player: p });
            true
        }
        _ => false,
    }
}

/// Essential, after the claims: a held nomad is placed (before the
/// player's held keshis). Whether a decision was put to `p`.
pub(crate) fn place_held(ctx: &mut Ctx, p: PlayerId) -> bool {
    if ctx.player(p).nomads.held > 0 && has_space(ctx, p) {
        ctx.decide(p, Decision::PlaceNomad { from_supply: false });
        return true;
    }
    false
}

/// 003 (hard provision tile, falcon): "Erhalte 1 Nomaden-Keshi aus dem
/// Vorrat und setze ihn ohne Kosten sofort ein." Nothing when the nomad
/// board is empty or the board has no space.
pub(crate) fn gain_free(ctx: &mut Ctx, p: PlayerId) {
    if data(ctx.cat, ctx.st).is_some() && ctx.st.nomads.supply > 0 && has_space(ctx, p) {
        ctx.decide(p, Decision::PlaceNomad { from_supply: true });
    }
}

/// Whether `p` has a space a nomad may take: on the board, or with the
/// camel race in the spectator area ("Erst wenn auch hier kein Platz mehr
/// frei sein sollte, darf der Spieler keine Keshis dieser Farbe mehr
/// nehmen").
pub(crate) fn has_space(ctx: &Ctx, p: PlayerId) -> bool {
    !spaces(ctx, p).is_empty() || camel_race::spectator_room(ctx, p) > 0
}

/// "in jedem Bezirk (außer dem Souk) und sogar als Wasserverkäufer": every
/// free keshi space of a sector with room, and every free water-vendor
/// space.
pub(crate) fn spaces(ctx: &Ctx, p: PlayerId) -> Spaces {
    let mut out = Spaces::new();
    let pl = ctx.player(p);
    let cap = ctx.cat.rules.sector_capacity.value;
    for sector in MARKER_SECTORS {
        if pl.markers[sector.index()] < cap {
            let _ = out.push(BoardKeshi::Marker { sector });
        }
    }
    for field in 0..FIELDS {
        if pl.entertainers & (1 << field) == 0 {
            let _ = out.push(BoardKeshi::Entertainer { field });
        }
    }
    if pl.sector_keshis(Sector::Medina) < cap {
        let _ = out.push(BoardKeshi::Guard);
    }
    for (i, path) in PATHS.iter().enumerate() {
        if pl.caravans[i] < path_spaces(ctx.st)[i] {
            let _ = out.push(BoardKeshi::Caravan { path: *path });
        }
    }
    for sector in VENDOR_SECTORS {
        if !pl.has_vendor(sector) {
            let _ = out.push(BoardKeshi::WaterVendor { sector });
        }
    }
    out
}

/// The spaces for a nomad, and with the camel race the spectator area: 003
/// (camel race) "Anmerkung: Nomaden-Keshis können ebenfalls platziert
/// werden. Sie zählen als eigene Farbe".
pub(crate) fn legal_place(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    out.extend(
        spaces(ctx, p)
            .iter()
            .map(|spot| Action::PlaceNomad { spot: *spot }),
    );
    if camel_race::spectator_room(ctx, p) > 0 {
        out.push(Action::ToSpectatorArea);
    }
}

pub(crate) fn resolve_place(ctx: &mut Ctx, p: PlayerId, from_supply: bool, a: Action) {
    if !matches!(a, Action::PlaceNomad { .. } | Action::ToSpectatorArea) {
        return;
    }
    if from_supply {
        ctx.st.nomads.supply = ctx.st.nomads.supply.saturating_sub(1);
    } else {
        let held = &mut ctx.player_mut(p).nomads.held;
        *held = held.saturating_sub(1);
    }
    match a {
        Action::PlaceNomad { spot } => place(ctx, p, spot),
        _ => camel_race::watch_nomad(ctx, p),
    }
}

/// Puts a nomad on `spot` with its deployment bonus: "Spieler erhalten
/// außerdem den Einsetzbonus, sofern er auf dem Großen Platz (rosa), der
/// Dattel-Plantage (grün) oder der Sahara (braun) eingesetzt wird."
fn place(ctx: &mut Ctx, p: PlayerId, spot: BoardKeshi) {
    let pl = ctx.player_mut(p);
    match spot {
        BoardKeshi::Marker { sector } => {
            pl.markers[sector.index()] += 1;
            pl.nomads.markers[sector.index()] += 1;
        }
        BoardKeshi::Entertainer { field } => {
            pl.entertainers |= 1 << field;
            pl.nomads.fields |= 1 << field;
        }
        BoardKeshi::Guard => {
            pl.watchtower += 1;
            pl.nomads.watchtower += 1;
        }
        BoardKeshi::Caravan { path } => {
            let i = path_index(path);
            pl.caravans[i] += 1;
            pl.nomads.caravans[i] |= 1 << (pl.caravans[i] - 1);
        }
        BoardKeshi::WaterVendor { sector } => {
            pl.water_vendors |= 1 << sector.index();
            pl.nomads.vendors |= 1 << sector.index();
        }
    }
    ctx.emit(Event::NomadDeployed { player: p, spot });
    match spot {
        BoardKeshi::Marker {
            sector: Sector::DateOrchard,
        } => board::date_picker_bonus(ctx, p),
        BoardKeshi::Entertainer { field } => board::entertainer_bonus(ctx, p, field),
        BoardKeshi::Caravan { path } => super::caravan_arrived(ctx, p, path),
        _ => {}
    }
}

/// "Einmal pro Runde, bevor der aktive Spieler seine Assistenten nutzt":
/// before the first assistant of the turn, with the price of a move.
fn may_move(ctx: &Ctx, p: PlayerId) -> bool {
    let Some(d) = data(ctx.cat, ctx.st) else {
        return false;
    };
    let pl = ctx.player(p);
    pl.assistants_used == 0 && pl.resources.covers(d.move_cost.value)
}

/// The nomads `p` may move away: "Ein Nomaden-Keshi darf nicht von einer
/// erkundeten oder aktivierten Oase weggesetzt werden. Ein Nomaden-Keshi,
/// der einem Stadttor in der Medina zugeteilt ist, darf nicht umgesetzt
/// werden (wohl aber aus dem Wachturm)." R42: only those are fixed; a
/// Sahara nomad may move from a space without an oasis (a desert town's
/// space, module 5), but not from a long path's oasis space (explored when
/// a caravan reached it) nor from the start oasis's spaces (activated).
/// Nor does a nomad already moved this round.
fn movable(ctx: &Ctx, p: PlayerId) -> Spaces {
    let mut out = Spaces::new();
    let pl = ctx.player(p);
    let n = &pl.nomads;
    for sector in MARKER_SECTORS {
        if n.markers[sector.index()] > n.moved_in[sector.index()] {
            let _ = out.push(BoardKeshi::Marker { sector });
        }
    }
    for field in 0..FIELDS {
        if n.fields & !n.moved_fields & (1 << field) != 0 {
            let _ = out.push(BoardKeshi::Entertainer { field });
        }
    }
    if n.watchtower > n.moved_in[Sector::Medina.index()] {
        let _ = out.push(BoardKeshi::Guard);
    }
    for (i, path) in PATHS.iter().enumerate() {
        if n.moved_paths & (1 << i) == 0 && free_caravan_nomad(ctx, pl, *path) {
            let _ = out.push(BoardKeshi::Caravan { path: *path });
        }
    }
    for sector in VENDOR_SECTORS {
        if n.vendors & !n.moved_vendors & (1 << sector.index()) != 0 {
            let _ = out.push(BoardKeshi::WaterVendor { sector });
        }
    }
    out
}

/// R42, R46: whether the last keshi of `path` is a nomad on a space without an
/// oasis (the spaces of a path fill from the start, so only its last keshi
/// can leave without a gap; on the printed board the one space of a long
/// path without an oasis is its last, the desert town's).
fn free_caravan_nomad(ctx: &Ctx, pl: &Player, path: SaharaPath) -> bool {
    let i = path_index(path);
    let k = pl.caravans[i];
    k > 0
        && pl.nomads.caravans[i] & (1 << (k - 1)) != 0
        && path != SaharaPath::StartOasis
        && board::oasis_slot(ctx, path, k).is_none()
}

/// Phase 3, the active player's moves: "ob er ihn in einen anderen Bezirk
/// (außer den Souk) umsetzen möchte".
pub(crate) fn legal_moves(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    if may_move(ctx, p) {
        moves(ctx, p, |a| out.push(a));
    }
}

/// Every move of one of `p`'s nomads to a space of another sector, and of
/// a nomad of the spectator area to any sector: "Sie können im weiteren
/// Spiel gegen Bezahlung von 1 Dinar auch wieder in in einen anderen
/// Bezirk umgesetzt werden." R35: never from the board into the spectator
/// area (it is no "Bezirk"; `spaces` lists the board's spaces only).
fn moves(ctx: &Ctx, p: PlayerId, mut out: impl FnMut(Action)) {
    let from = movable(ctx, p);
    let watching = ctx.player(p).race.nomads > 0;
    if from.is_empty() && !watching {
        return;
    }
    let to = spaces(ctx, p);
    if watching {
        for t in &to {
            out(Action::MoveSpectatorNomad { to: *t });
        }
    }
    for f in &from {
        for t in &to {
            if f.sector() != t.sector() {
                out(Action::MoveNomad { from: *f, to: *t });
            }
        }
    }
}

/// Whether `a` is a nomad move (answered by [`resolve_move`]).
pub(crate) fn is_move(a: Action) -> bool {
    matches!(
        a,
        Action::MoveNomad { .. } | Action::MoveSpectatorNomad { .. }
    )
}

/// "Einen Nomaden-Keshi umzusetzen kostet 1 Dinar. Ggfs. erhält der
/// Spieler den Einsetzbonus, sofern der neue Bezirk einen solchen bringt."
pub(crate) fn resolve_move(ctx: &mut Ctx, p: PlayerId, a: Action) {
    if !is_move(a) {
        return;
    }
    let cost = data(ctx.cat, ctx.st).map_or(Resources::ZERO, |d| d.move_cost.value);
    ctx.pay(p, cost);
    relocate(ctx, p, a, true);
}

/// 003, hard provision tile: "Zu Beginn jedes weiteren Durchgangs: Du
/// darfst 1 Nomaden-Keshi ohne Bezahlung umsetzen." The moves the rules
/// allow (not from an oasis or a gate), free, or `Done`. R34: the free move
/// is the tile's own, so it leaves the round's paid moves ("Einmal pro
/// Runde ...") open.
pub(crate) fn legal_free_move(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    moves(ctx, p, |a| out.push(a));
    out.push(Action::Done);
}

/// Whether `p` has a nomad the tile's free move could move.
pub(crate) fn may_move_free(ctx: &Ctx, p: PlayerId) -> bool {
    let mut any = false;
    moves(ctx, p, |_| any = true);
    any
}

pub(crate) fn resolve_free_move(ctx: &mut Ctx, p: PlayerId, a: Action) {
    relocate(ctx, p, a, false);
}

/// Takes the nomad off its space and places it on the new one (with its
/// deployment bonus); `this_round`: the move is the round's move of that
/// nomad ("Einmal pro Runde").
fn relocate(ctx: &mut Ctx, p: PlayerId, a: Action, this_round: bool) {
    let (from, to) = match a {
        Action::MoveNomad { from, to } => (from, to),
        Action::MoveSpectatorNomad { to } => {
            if camel_race::nomad_leaves(ctx, p) {
                arrive(ctx, p, to, this_round);
            }
            return;
        }
        _ => return,
    };
    let pl = ctx.player_mut(p);
    match from {
        BoardKeshi::Marker { sector } => {
            pl.markers[sector.index()] -= 1;
            pl.nomads.markers[sector.index()] -= 1;
        }
        BoardKeshi::Entertainer { field } => {
            pl.entertainers &= !(1 << field);
            pl.nomads.fields &= !(1 << field);
        }
        BoardKeshi::Guard => {
            pl.watchtower -= 1;
            pl.nomads.watchtower -= 1;
        }
        BoardKeshi::WaterVendor { sector } => {
            pl.water_vendors &= !(1 << sector.index());
            pl.nomads.vendors &= !(1 << sector.index());
        }
        // R42: the path's last keshi (see `free_caravan_nomad`).
        BoardKeshi::Caravan { path } => {
            let i = path_index(path);
            if pl.caravans[i] == 0 {
                return;
            }
            pl.nomads.caravans[i] &= !(1 << (pl.caravans[i] - 1));
            pl.caravans[i] -= 1;
        }
    }
    ctx.emit(Event::NomadMoved {
        player: p,
        from,
        to,
    });
    arrive(ctx, p, to, this_round);
}

/// A moved nomad arrives on `to`.
fn arrive(ctx: &mut Ctx, p: PlayerId, to: BoardKeshi, this_round: bool) {
    let n = &mut ctx.player_mut(p).nomads;
    if this_round {
        match to {
            BoardKeshi::Entertainer { field } => n.moved_fields |= 1 << field,
            BoardKeshi::WaterVendor { sector } => n.moved_vendors |= 1 << sector.index(),
            BoardKeshi::Caravan { path } => n.moved_paths |= 1 << path_index(path),
            _ => n.moved_in[to.sector().index()] += 1,
        }
    }
    place(ctx, p, to);
}

/// A new round: every nomad may move again.
pub(crate) fn new_round(pl: &mut Player) {
    let n = &mut pl.nomads;
    n.moved_in = [0; 9];
    n.moved_fields = 0;
    n.moved_vendors = 0;
    n.moved_paths = 0;
}

/// A guard was committed to a gate: the book's guards go first, so a
/// nomad is committed only when the watchtower holds nothing else.
pub(crate) fn guard_committed(pl: &mut Player) {
    let n = &mut pl.nomads;
    if n.watchtower > pl.watchtower {
        n.watchtower -= 1;
        n.gates += 1;
        let moved = &mut n.moved_in[Sector::Medina.index()];
        *moved = (*moved).min(n.watchtower);
    }
}

/// The game's nomads are all accounted for: every recorded nomad stands
/// on an occupied space, and board + base + player boards hold the supply
/// the catalog gives.
pub(crate) fn check(cat: &Catalog, st: &State) -> Result<(), &'static str> {
    let Some(d) = data(cat, st) else {
        let idle = st.nomads == NomadBoard::default()
            && st.players.iter().all(|p| p.nomads == Nomads::default());
        return if st.modules.nomads {
            Err("nomads without their catalog data")
        } else if idle {
            Ok(())
        } else {
            Err("nomads without the module")
        };
    };
    // Counted wide (u16): a loaded state's nomad counts are not bounded yet.
    let mut total = st.nomads.supply as u16 + u16::from(st.nomads.in_base);
    for pl in st.players.iter().take(st.n()) {
        let n = &pl.nomads;
        // Bit k of a path's nomads is its (k+1)th space: none beyond the
        // path's keshis (a path of 8 or more keshis leaves no bit over).
        let on_path = |i: usize| {
            n.caravans[i]
                .checked_shr(u32::from(pl.caravans[i]))
                .unwrap_or(0)
                == 0
        };
        let ok = MARKER_SECTORS
            .iter()
            .all(|s| n.markers[s.index()] <= pl.markers[s.index()])
            && n.fields & !pl.entertainers == 0
            && n.watchtower <= pl.watchtower
            && n.gates <= pl.gates_built()
            && n.vendors & !pl.water_vendors == 0
            && (0..3).all(on_path);
        if !ok {
            return Err("a nomad on an empty space");
        }
        let on_board = MARKER_SECTORS
            .iter()
            .map(|s| u16::from(n.markers[s.index()]))
            .sum::<u16>()
            + n.fields.count_ones() as u16
            + u16::from(n.watchtower)
            + u16::from(n.gates)
            + n.caravans
                .iter()
                .map(|c| c.count_ones() as u16)
                .sum::<u16>()
            + n.vendors.count_ones() as u16;
        total += on_board + u16::from(n.held) + u16::from(pl.race.nomads);
    }
    if let Some(pb) = &st.pascha {
        total += pb.nomads.iter().map(|k| u16::from(*k)).sum::<u16>();
    }
    if total != d.supply.value as u16 {
        return Err("nomads not conserved");
    }
    Ok(())
}
