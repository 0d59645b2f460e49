//! The expansion box's new luxury goods and new oases (more of the box to
//! come) over seeded random combinations with the base box's modules, 2-4
//! players, both editions and solo: checked games, the exact legal lists of
//! their decisions, every listed action, determinism and JSON round trips,
//! and views that do not depend on hidden information.

use crate::family::{family_tests, Family};
use crate::*;
use marrakesh_engine::FalconBonus;

/// Keshis of the colours `colours` on `p`'s board that may be returned:
/// markers (keshi counts) of river, date orchard, mosque, palace and
/// madrasa, entertainers, guards on the watchtower, water vendors.
fn returnable(st: &State, p: PlayerId, colours: ColourSet) -> Vec<Action> {
    let pl = st.player(p);
    let mut v = Vec::new();
    for sector in [
        Sector::River,
        Sector::DateOrchard,
        Sector::Mosque,
        Sector::Palace,
        Sector::Madrasa,
    ] {
        if pl.markers[sector.index()] > 0 && colours.contains(sector.colour().unwrap()) {
            v.push(Action::ReturnKeshi {
                keshi: BoardKeshi::Marker { sector },
            });
        }
    }
    if colours.contains(Colour::Pink) {
        for field in 0..8u8 {
            if pl.entertainers & (1 << field) != 0 {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::Entertainer { field },
                });
            }
        }
    }
    if colours.contains(Colour::Beige) && pl.watchtower > 0 {
        v.push(Action::ReturnKeshi {
            keshi: BoardKeshi::Guard,
        });
    }
    if colours.contains(Colour::Red) {
        for sector in Sector::SCORING {
            if pl.has_vendor(sector) {
                v.push(Action::ReturnKeshi {
                    keshi: BoardKeshi::WaterVendor { sector },
                });
            }
        }
    }
    // Nomads: a nomad is no keshi of a colour a falcon asks for.
    v.retain(|a| match a {
        Action::ReturnKeshi { keshi } => crate::nomads::coloured(pl, *keshi),
        _ => true,
    });
    v
}

/// Whether `p` may take luxury good `id` as far as a hunting falcon's keshi
/// of the board goes (every other good: yes).
pub(crate) fn falcon_keshi_ok(g: &Game, p: PlayerId, id: LuxuryId) -> bool {
    match g.catalog().luxury(id).falcon {
        Some(f) => !returnable(g.state(), p, f.keshi).is_empty(),
        None => true,
    }
}

fn sorted(mut v: Vec<Action>) -> Vec<String> {
    let mut s: Vec<String> = v.drain(..).map(|a| format!("{a:?}")).collect();
    s.sort();
    s
}

/// The legal lists of this family's decisions, worked out from the rules.
fn check_listed(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    for (p, d) in g.pending().players {
        let listed = g.legal_actions(p);
        let pl = st.player(p);
        let who = format!("player {p}, {d:?}");
        match d {
            Decision::FalconKeshi { slot, .. } => {
                let id = st.luxury.face_up[slot as usize].ok_or(format!("{who}: an empty shop"))?;
                let f = cat
                    .luxury(id)
                    .falcon
                    .ok_or(format!("{who}: not a falcon"))?;
                let want = returnable(st, p, f.keshi);
                ensure!(!want.is_empty(), "{who}: a falcon bought without its keshi");
                ensure!(sorted(listed.clone()) == sorted(want), "{who}: {listed:?}");
            }
            Decision::SwapResources => {
                let t = pl.resources.total() as usize;
                ensure!(
                    listed.len() == (t + 1) * (t + 2) / 2,
                    "{who}: {} splits",
                    listed.len()
                );
                ensure!(
                    listed.first()
                        == Some(&Action::TakeResources {
                            resources: pl.resources
                        }),
                    "{who}: keeping them first"
                );
                for a in &listed {
                    match a {
                        Action::TakeResources { resources } => {
                            ensure!(resources.total() as usize == t, "{who}: {a:?}")
                        }
                        _ => return Err(format!("{who}: {a:?} listed")),
                    }
                }
                let unique: HashSet<String> = listed.iter().map(|a| format!("{a:?}")).collect();
                ensure!(unique.len() == listed.len(), "{who}: a split twice");
            }
            Decision::FieldBonus { .. } => {
                let want: Vec<Action> = (0..8u8)
                    .map(|field| Action::TakeFieldBonus { field })
                    .collect();
                ensure!(listed == want, "{who}: {listed:?}");
            }
            Decision::DiscountedOasis { discount } => {
                ensure!(listed.last() == Some(&Action::Done), "{who}: Done last");
                let plain =
                    !pl.has(Perk::DatesAndWaterAsDinars) && !pl.has(Perk::OasisForOneResource);
                if plain {
                    let mut want = Vec::new();
                    if !pl.storage.is_full() {
                        for (slot, s) in pl.oasis_slots.iter().enumerate() {
                            if s.status != OasisStatus::Discovered {
                                continue;
                            }
                            let cost = cat.oasis_slots[slot].cost;
                            // Special buildings, the camel stable: "zahlt 1
                            // beliebige Ressource weniger, wenn er eine Oase
                            // aktiviert".
                            let stable = match building_ability(cat, st, p) {
                                Some(Ability::CamelStable { discount }) => discount as u16,
                                _ => 0,
                            };
                            let n = (discount as u16 + stable).min(cost.total());
                            for w in 0..=n {
                                for dt in 0..=n - w {
                                    let less = Resources::new(w, dt, n - w - dt);
                                    if !cost.covers(less) {
                                        continue;
                                    }
                                    let due = Resources::new(
                                        cost.water - less.water,
                                        cost.dates - less.dates,
                                        cost.dinars - less.dinars,
                                    );
                                    let a = Action::ClaimOasis {
                                        slot: slot as u8,
                                        pay: due,
                                    };
                                    if pl.resources.covers(due) && !want.contains(&a) {
                                        want.push(a);
                                    }
                                }
                            }
                        }
                    }
                    want.push(Action::Done);
                    ensure!(sorted(listed.clone()) == sorted(want), "{who}: {listed:?}");
                }
            }
            Decision::Souk { .. } => {
                for a in &listed {
                    if let Action::BuyLuxury { slot } = a {
                        let Some(id) = st.luxury.face_up[*slot as usize] else {
                            return Err(format!("{who}: empty shop {slot} listed"));
                        };
                        if let Some(f) = cat.luxury(id).falcon {
                            ensure!(
                                !returnable(st, p, f.keshi).is_empty(),
                                "{who}: falcon {id} listed without a keshi to return"
                            );
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// What the setup laid out: the luxury goods and oases of the modules in
/// play, the goods in 5 stacks of (nearly) equal height with the new goods.
fn check_setup(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let m = st.modules;
    let d = &st.luxury;
    let mut goods: Vec<LuxuryId> = d.stacks.iter().flat_map(|s| s.iter().copied()).collect();
    goods.extend(d.face_up.iter().flatten());
    let new = goods
        .iter()
        .filter(|id| cat.luxury(**id).luxury.is_new())
        .count();
    // "Achtung: Dieser Jagdfalke kann nur zusammen mit der NOMADEN
    // ERWEITERUNG verwendet werden."
    let usable = cat
        .luxury_goods
        .iter()
        .filter(|l| l.luxury.is_new())
        .filter(|l| m.nomads || !matches!(l.falcon.map(|f| f.bonus), Some(FalconBonus::Nomad)))
        .count();
    ensure!(
        new == if m.new_luxury_goods { usable } else { 0 },
        "{new} new luxury goods with {m:?}"
    );
    if m.new_luxury_goods {
        let h: Vec<usize> = (0..5)
            .map(|i| d.stacks[i].len() + usize::from(d.face_up[i].is_some()))
            .collect();
        ensure!(
            h.iter().max().unwrap() - h.iter().min().unwrap() <= 1,
            "stacks {h:?}"
        );
    }
    let n = st.num_players as usize;
    for pl in &st.players[..n] {
        for s in &pl.oasis_slots {
            // "31-34: Verwenden, wenn mit der Neue Luxusgüter Erweiterung
            // gespielt wird. 35: ... KAMELRENNEN ... 36: ... NOMADEN".
            let allowed = match s.oasis.0 {
                0..=30 => true,
                31..=34 => m.new_oases && m.new_luxury_goods,
                35 => m.new_oases && m.camel_race,
                36 => m.new_oases && m.nomads,
                _ => false,
            };
            ensure!(allowed, "oasis {} with {m:?}", s.oasis);
        }
    }
    Ok(())
}

/// The new luxury goods' and new oases' family: what the setup laid out,
/// and the exact legal lists of their decisions before every decision.
/// Each game has one of them or both.
pub(crate) const FAMILY: Family = Family {
    name: "new luxury goods / new oases",
    module: |m, _, rng| {
        let bits = 1 + rng.below(3);
        m.new_luxury_goods |= bits & 1 != 0;
        m.new_oases |= bits & 2 != 0;
    },
    at_start: check_setup,
    each_step: check_listed,
    witness: crate::family::no_witness,
    witnessed: &[],
    first: 30_000,
    games: [12, 10, 8, 6],
    setups: 1,
};

family_tests!(FAMILY);
