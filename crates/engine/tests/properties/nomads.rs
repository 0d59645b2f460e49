//! The nomads (003 "Die Nomaden") over seeded random combinations with the
//! other modules, 2-4 players, both editions and solo: checked games, the
//! exact legal lists of the nomads' decisions (and of the claims and
//! assistant turns they join), every listed action, determinism and JSON
//! round trips, and views that do not depend on hidden information. The
//! model below re-derives from 003 what the engine must offer, with the
//! camel race (nomads in the spectator area, moved back out, paid for
//! rewards) and the new provision tiles (the nomad tile) too.

use crate::family::{family_tests, Family};
use crate::*;
use marrakesh_engine::Nomads;

/// 003: "Der Nomaden-Keshi muss sofort mit 1 Dattel und 1 Wasser bezahlt
/// werden."
const COST: Resources = Resources {
    water: 1,
    dates: 1,
    dinars: 0,
};
/// 003: "Einen Nomaden-Keshi umzusetzen kostet 1 Dinar."
const MOVE_COST: Resources = Resources {
    water: 0,
    dates: 0,
    dinars: 1,
};

/// The nomads standing in sector `s` of a board (not its water vendor).
fn in_sector(n: &Nomads, s: Sector) -> u8 {
    match s {
        Sector::Souk => 0,
        Sector::MainSquare => n.fields.count_ones() as u8,
        Sector::Medina => n.watchtower + n.gates,
        Sector::Sahara => n.caravans.iter().map(|c| c.count_ones() as u8).sum(),
        _ => n.markers[s.index()],
    }
}

/// "Der Nomaden-Keshi kann in jedem Bezirk (außer dem Souk) und sogar als
/// Wasserverkäufer eingesetzt werden": every free keshi space of a sector
/// that is not full, every free water-vendor space.
pub(crate) fn spaces(st: &State, p: PlayerId) -> Vec<BoardKeshi> {
    let pl = st.player(p);
    let mut v = Vec::new();
    for sector in Sector::ALL.iter().copied().filter(|s| s.has_marker()) {
        if pl.markers[sector.index()] < 8 {
            v.push(BoardKeshi::Marker { sector });
        }
    }
    for field in 0..8u8 {
        if pl.entertainers & (1 << field) == 0 {
            v.push(BoardKeshi::Entertainer { field });
        }
    }
    if (pl.watchtower as usize + pl.gates.iter().flatten().count()) < 8 {
        v.push(BoardKeshi::Guard);
    }
    for (i, path) in [SaharaPath::Left, SaharaPath::Right, SaharaPath::StartOasis]
        .into_iter()
        .enumerate()
    {
        if pl.caravans[i] < path_caps(st)[i] {
            v.push(BoardKeshi::Caravan { path });
        }
    }
    for sector in Sector::SCORING {
        if !pl.has_vendor(sector) {
            v.push(BoardKeshi::WaterVendor { sector });
        }
    }
    v
}

/// Camel race, 003: "Anmerkung: Nomaden-Keshis können ebenfalls platziert
/// werden. Sie zählen als eigene Farbe": the free places of `p`'s spectator
/// area a nomad may take (its keshis and nomads fill them; the Paschabot
/// does not race).
pub(crate) fn spectator_places(st: &State, p: PlayerId) -> u32 {
    if !st.modules.camel_race || is_paschabot(st, p) {
        return 0;
    }
    let cat = Catalog::embedded();
    let Some(d) = cat.camel_race.as_ref() else {
        return 0;
    };
    let r = st.player(p).race;
    let taken: u32 = r.spectators.iter().map(|&k| k as u32).sum::<u32>() + r.nomads as u32;
    (d.spectator_spaces.value as u32).saturating_sub(taken)
}

/// The claims the nomad adds for `p`: it stands in the base, `p` has not
/// let it go this round, can pay and has a space (on the board, or with the
/// camel race in the spectator area); "Done" lets it go when no keshi can
/// be claimed (nobody must take it).
pub(crate) fn nomad_claims(st: &State, p: PlayerId, keshis: bool) -> Vec<Action> {
    let pl = st.player(p);
    if st.modules.nomads
        && st.nomads.in_base
        && st.nomads.declined & (1 << p) == 0
        && pl.resources.covers(COST)
        && (!spaces(st, p).is_empty() || spectator_places(st, p) > 0)
    {
        if keshis {
            vec![Action::ClaimNomad]
        } else {
            vec![Action::ClaimNomad, Action::Done]
        }
    } else {
        Vec::new()
    }
}

/// The moves open to `p` before their first assistant: "für jeden
/// Nomaden-Keshi ... in einen anderen Bezirk (außer den Souk)", not from an
/// explored or activated oasis (every space of the Sahara but a desert
/// town's, R42) nor from a gate, each nomad once a round; with the camel
/// race also a nomad of the spectator area, to any sector's space: "Sie
/// können im weiteren Spiel gegen Bezahlung von 1 Dinar auch wieder in
/// einen anderen Bezirk umgesetzt werden."
pub(crate) fn nomad_moves(st: &State, p: PlayerId) -> Vec<Action> {
    let pl = st.player(p);
    if !st.modules.nomads || pl.assistants_used != 0 || !pl.resources.covers(MOVE_COST) {
        return Vec::new();
    }
    any_moves(st, p)
}

/// Every move of one of `p`'s nomads the rules allow, whatever its price:
/// from a space of the board (not from an oasis space of the Sahara or a
/// gate, not moved this round) to a free space of another sector, and from
/// the spectator area to any free space. R42: the 4th space of a long path
/// (module 5's desert town) has no oasis; a nomad there, the path's last
/// keshi, may move.
pub(crate) fn any_moves(st: &State, p: PlayerId) -> Vec<Action> {
    let pl = st.player(p);
    let n = &pl.nomads;
    let mut from = Vec::new();
    for sector in Sector::ALL.iter().copied().filter(|s| s.has_marker()) {
        if n.markers[sector.index()] > n.moved_in[sector.index()] {
            from.push(BoardKeshi::Marker { sector });
        }
    }
    for field in 0..8u8 {
        if n.fields & (1 << field) != 0 && n.moved_fields & (1 << field) == 0 {
            from.push(BoardKeshi::Entertainer { field });
        }
    }
    if n.watchtower > n.moved_in[Sector::Medina.index()] {
        from.push(BoardKeshi::Guard);
    }
    for (i, path) in [SaharaPath::Left, SaharaPath::Right]
        .into_iter()
        .enumerate()
    {
        let k = pl.caravans[i];
        if st.modules.desert_towns
            && k == 4
            && n.caravans[i] & 0b1000 != 0
            && n.moved_paths & (1 << i) == 0
        {
            from.push(BoardKeshi::Caravan { path });
        }
    }
    for sector in Sector::SCORING {
        let bit = 1 << sector.index();
        if n.vendors & bit != 0 && n.moved_vendors & bit == 0 {
            from.push(BoardKeshi::WaterVendor { sector });
        }
    }
    let to = spaces(st, p);
    let mut v = Vec::new();
    if pl.race.nomads > 0 {
        v.extend(to.iter().map(|&to| Action::MoveSpectatorNomad { to }));
    }
    for f in &from {
        for t in &to {
            if f.sector() != t.sector() {
                v.push(Action::MoveNomad { from: *f, to: *t });
            }
        }
    }
    v
}

/// Whether the keshi on `k` is one of its space's colour, not a nomad
/// (a nomad has no colour to give back).
pub(crate) fn coloured(pl: &Player, k: BoardKeshi) -> bool {
    let n = &pl.nomads;
    match k {
        BoardKeshi::Marker { sector } => pl.markers[sector.index()] > n.markers[sector.index()],
        BoardKeshi::Entertainer { field } => n.fields & (1 << field) == 0,
        BoardKeshi::Guard => pl.watchtower > n.watchtower,
        BoardKeshi::WaterVendor { sector } => n.vendors & (1 << sector.index()) == 0,
        BoardKeshi::Caravan { path } => {
            let i = match path {
                SaharaPath::Left => 0,
                SaharaPath::Right => 1,
                SaharaPath::StartOasis => 2,
            };
            pl.caravans[i] == 0 || n.caravans[i] & (1 << (pl.caravans[i] - 1)) == 0
        }
        _ => true,
    }
}

/// Every nomad is accounted for (20 on the nomad board, in the base, on
/// the boards, in the camel race's spectator areas), each recorded nomad stands on an occupied space, and the
/// colour counts leave the nomads out.
fn check_nomads(g: &Game) -> Result<(), String> {
    let st = g.state();
    let n = st.num_players as usize;
    let mut total = st.nomads.supply as u32 + u32::from(st.nomads.in_base);
    for (p, pl) in st.players[..n].iter().enumerate() {
        let nm = &pl.nomads;
        for s in Sector::SCORING {
            ensure!(
                in_sector(nm, s) <= pl.sector_keshis(s),
                "player {p}: {} nomads in the {s} with {} keshis",
                in_sector(nm, s),
                pl.sector_keshis(s)
            );
            if let Some(c) = s.colour() {
                ensure!(
                    pl.keshis_of(c) == (pl.sector_keshis(s) - in_sector(nm, s)) as u16,
                    "player {p}: {c} keshis count a nomad"
                );
                // R41: where keshis of a sector are counted, its nomads
                // count too.
                ensure!(
                    pl.keshis_for(c) == pl.sector_keshis(s) as u16,
                    "player {p}: the {s}'s keshis leave a nomad out"
                );
            }
        }
        ensure!(
            pl.keshis_of(Colour::Red)
                == (pl.water_vendor_count() as u32 - nm.vendors.count_ones()) as u16,
            "player {p}: water vendors count a nomad"
        );
        total += Sector::ALL
            .iter()
            .map(|s| in_sector(nm, *s) as u32)
            .sum::<u32>()
            + nm.vendors.count_ones()
            + nm.held as u32
            + pl.race.nomads as u32;
        ensure!(
            pl.race.nomads == 0 || st.modules.camel_race,
            "player {p}: nomads in a spectator area without the camel race"
        );
    }
    // The Paschabot's nomads stand on its rows.
    total += st.pascha.map_or(0, |pb| pb.nomad_count() as u32);
    ensure!(total == 20, "{total} nomads, 003 has 20");
    Ok(())
}

/// The legal lists of the nomads' own decision.
fn check_listed(g: &Game) -> Result<(), String> {
    let st = g.state();
    for (p, d) in g.pending().players {
        if let Decision::PlaceNomad { .. } = d {
            let listed: HashSet<Action> = g.legal_actions(p).into_iter().collect();
            let mut want: HashSet<Action> = spaces(st, p)
                .into_iter()
                .map(|spot| Action::PlaceNomad { spot })
                .collect();
            if spectator_places(st, p) > 0 {
                want.insert(Action::ToSpectatorArea);
            }
            ensure!(
                listed == want,
                "player {p}, {d:?}: {listed:?}, the rules allow {want:?}"
            );
        }
    }
    Ok(())
}

/// The nomads' family: the nomads' invariants and the exact legal lists
/// of their decisions (and of the claims and assistant turns they join)
/// before every decision; nomads are claimed and moved, watch the camel
/// race and are moved by the nomad tile.
pub(crate) const FAMILY: Family = Family {
    name: "nomads",
    module: |m, _, _| m.nomads = true,
    at_start: crate::family::nothing,
    each_step: |g| check_nomads(g).and_then(|_| check_listed(g)),
    witness: |d, a| match (d, a) {
        (_, Action::ClaimNomad) => Some("claim"),
        (Decision::ProvisionNomadMove, Action::MoveNomad { .. })
        | (Decision::ProvisionNomadMove, Action::MoveSpectatorNomad { .. }) => Some("tile move"),
        (_, Action::MoveNomad { .. }) => Some("move"),
        // With the camel race: a nomad watching, moved back, paid.
        (Decision::PlaceNomad { .. }, Action::ToSpectatorArea) => Some("spectator"),
        (_, Action::MoveSpectatorNomad { .. }) => Some("spectator move"),
        (_, Action::BuyCamelRewardWithNomad { .. }) => Some("reward"),
        _ => None,
    },
    witnessed: &["claim", "move", "spectator", "tile move"],
    first: 50_000,
    games: [6, 5, 4, 4],
    setups: 1,
};

family_tests!(FAMILY);
