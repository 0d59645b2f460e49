//! The expansion box's new provision tiles over seeded random combinations
//! with the base box's modules and the other expansion modules (see
//! [`crate::family`]), 2-4 players, both editions and solo: checked games,
//! the exact legal lists of the module's decisions (the nomad tile's free
//! move included), every listed action,
//! determinism and JSON round trips, and views that do not depend on hidden
//! information (the draw of 5 tiles and the choice of 3 included).

use crate::family::{family_tests, Family};
use crate::*;
use marrakesh_engine::{ProvisionEffect, ProvisionTier};

fn sorted(v: &[Action]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|a| format!("{a:?}")).collect();
    s.sort();
    s
}

/// Keshis on `p`'s board the exchange icon's rules let go: markers,
/// entertainers, guards on the watchtower, water vendors (caravans only on
/// a desert-town space in Classic).
fn returnable(st: &State, p: PlayerId) -> Vec<Action> {
    let pl = st.player(p);
    let mut v = Vec::new();
    for sector in [
        Sector::River,
        Sector::DateOrchard,
        Sector::Mosque,
        Sector::Palace,
        Sector::Madrasa,
    ] {
        if pl.markers[sector.index()] > 0 {
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Marker { sector },
            });
        }
    }
    for field in 0..8u8 {
        if pl.entertainers & (1 << field) != 0 {
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Entertainer { field },
            });
        }
    }
    if pl.watchtower > 0 {
        v.push(Action::ReturnKeshi {
            keshi: BoardKeshi::Guard,
        });
    }
    for sector in Sector::SCORING {
        if pl.has_vendor(sector) {
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::WaterVendor { sector },
            });
        }
    }
    // A nomad on a space is no keshi of a colour to exchange.
    v.retain(|a| match a {
        Action::ReturnKeshi { keshi } => crate::nomads::coloured(pl, *keshi),
        _ => true,
    });
    v
}

/// The legal lists of this module's decisions, worked out from the rules.
fn check_listed(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    for (p, d) in g.pending().players {
        let listed = g.legal_actions(p);
        let pl = st.player(p);
        let who = format!("player {p}, {d:?}");
        match d {
            Decision::ChooseProvisionTiles => {
                let drawn: Vec<ProvisionId> = pl
                    .provision
                    .iter()
                    .map(|s| s.tile)
                    .chain(pl.provision_draw.extra.iter().flatten().copied())
                    .collect();
                ensure!(drawn.len() == 5, "{who}: {} tiles drawn", drawn.len());
                ensure!(listed.len() == 10, "{who}: {} choices", listed.len());
                for a in &listed {
                    let Action::KeepProvisionTiles { tiles } = a else {
                        return Err(format!("{who}: {a:?}"));
                    };
                    ensure!(
                        tiles.iter().all(|t| drawn.contains(t))
                            && tiles[0] != tiles[1]
                            && tiles[1] != tiles[2]
                            && tiles[0] != tiles[2],
                        "{who}: {a:?}"
                    );
                }
            }
            Decision::ProvisionFieldBonus { .. } => {
                let want: Vec<Action> = (0..8u8)
                    .map(|field| Action::TakeFieldBonus { field })
                    .collect();
                ensure!(listed == want, "{who}: {listed:?}");
            }
            Decision::ProvisionExchange { first_season } => {
                ensure!(st.phase == Phase::Selection, "{who}: in {:?}", st.phase);
                ensure!(
                    first_season == (st.season == 0 && st.round == 0),
                    "{who}: season {} round {}",
                    st.season,
                    st.round
                );
                let mut want = returnable(st, p);
                if g.setup().edition == Edition::Classic && st.modules.desert_towns {
                    // Caravans on a desert-town space: as the rules list them.
                    want.extend(listed.iter().copied().filter(|a| {
                        matches!(
                            a,
                            Action::ReturnKeshi {
                                keshi: BoardKeshi::Caravan { .. }
                            }
                        )
                    }));
                }
                if first_season {
                    for (space, k) in pl.storage_keshis.iter().enumerate() {
                        if let Some(k) = k {
                            for &colour in &cat.rules.storage_keshi_colours.value {
                                if colour != *k {
                                    want.push(Action::SwapStorageKeshi {
                                        space: space as u8,
                                        colour,
                                    });
                                }
                            }
                        }
                    }
                }
                if st.modules.camel_race {
                    for colour in pl.race.colours().iter() {
                        want.push(Action::ReturnSpectator { colour });
                    }
                }
                want.push(Action::Done);
                ensure!(
                    sorted(&listed) == sorted(&want),
                    "{who}: {listed:?}, the rules allow {want:?}"
                );
                for a in &listed {
                    if let Action::SwapStorageKeshi { colour, .. } = a {
                        ensure!(
                            !colour.is_goods() && *colour != Colour::Brown,
                            "{who}: {a:?}"
                        );
                    }
                }
            }
            Decision::ProvisionNomadMove => {
                // The hard nomad tile: "Zu Beginn jedes weiteren
                // Durchgangs: Du darfst 1 Nomaden-Keshi ohne Bezahlung
                // umsetzen" (any nomad the rules let move, dinar or not,
                // assistants or not), or not; R33: seasons 2 and 3 only
                // (its nomad came at its activation, at setup or after a
                // season).
                ensure!(
                    st.modules.nomads
                        && st.phase == Phase::Selection
                        && st.round == 0
                        && st.season > 0,
                    "{who}: season {} round {} in {:?}",
                    st.season,
                    st.round,
                    st.phase
                );
                ensure!(
                    pl.provision.iter().any(|t| t.active
                        && cat.provision(t.tile).effect == Some(ProvisionEffect::Nomad)),
                    "{who}: without the nomad tile active"
                );
                let mut want = crate::nomads::any_moves(st, p);
                want.push(Action::Done);
                ensure!(
                    sorted(&listed) == sorted(&want),
                    "{who}: {listed:?}, the rules allow {want:?}"
                );
            }
            Decision::ExchangedKeshi { returned } => {
                for a in &listed {
                    match a {
                        Action::ChooseColour { colour } | Action::Spectate { colour } => {
                            ensure!(*colour != returned, "{who}: the same colour back")
                        }
                        _ => return Err(format!("{who}: {a:?}")),
                    }
                    if let Action::Spectate { colour } = a {
                        ensure!(st.modules.camel_race && !colour.is_goods(), "{who}: {a:?}");
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The hard nomad tile: "Sofort: Erhalte 1 Nomaden-Keshi und setze ihn
/// sofort ein". R33: the nomad comes when the tile is activated, so the
/// tile is face up exactly when its nomad has been given.
fn check_nomad_tile(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    for p in 0..st.num_players {
        let pl = st.player(p);
        let active = pl
            .provision
            .iter()
            .any(|t| t.active && cat.provision(t.tile).effect == Some(ProvisionEffect::Nomad));
        ensure!(
            !active || pl.provision_draw.nomad_given,
            "player {p}: the nomad tile active in {:?} (season {}, round {}), its nomad not given",
            st.phase,
            st.season,
            st.round
        );
        ensure!(
            !pl.provision_draw.nomad_given || active,
            "player {p}: the nomad tile's nomad given without the tile active"
        );
    }
    Ok(())
}

/// What the setup dealt: 3 base tiles on the spaces and 1 moderate + 1 hard
/// tile beside them for every seat that provisions (the Paschabot: none);
/// never the nomad tile; no tile twice.
fn check_setup(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let mut seen = Vec::new();
    for p in 0..st.num_players {
        let pl = st.player(p);
        if g.setup().solo.is_some() && p == 1 {
            ensure!(pl.provision_draw.is_empty(), "the Paschabot drew tiles");
            continue;
        }
        for s in &pl.provision {
            ensure!(
                cat.provision(s.tile).tier == ProvisionTier::Base,
                "player {p}: a new tile on a space before the choice"
            );
            seen.push(s.tile);
        }
        let [m, h] = pl.provision_draw.extra;
        let (m, h) = (m.ok_or("no moderate tile")?, h.ok_or("no hard tile")?);
        ensure!(cat.provision(m).tier == ProvisionTier::Moderate, "{m:?}");
        ensure!(cat.provision(h).tier == ProvisionTier::Hard, "{h:?}");
        // The hard nomad tile is dealt only with the nomads.
        ensure!(
            st.modules.nomads || cat.provision(h).effect != Some(ProvisionEffect::Nomad),
            "the nomad tile without nomads"
        );
        seen.extend([m, h]);
    }
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    ensure!(unique.len() == seen.len(), "a tile dealt twice");
    Ok(())
}

/// The new provision tiles' family: the tiles dealt at the start, and the
/// exact legal lists of the module's decisions before every decision.
pub(crate) const FAMILY: Family = Family {
    name: "new provision tiles",
    module: |m, _, _| m.new_provisions = true,
    at_start: check_setup,
    each_step: |g| check_listed(g).and_then(|_| check_nomad_tile(g)),
    witness: crate::family::no_witness,
    witnessed: &[],
    first: 60_000,
    games: [12, 10, 8, 6],
    setups: 1,
};

family_tests!(FAMILY);
