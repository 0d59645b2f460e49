//! The special buildings (003 "Die Spezialgebäude") over sampled
//! combinations with the other modules: the front side for 2-4 players,
//! the back side in solo games (003: the Paschabot plays the back side),
//! both editions. Checked games with the buildings' invariants, the exact
//! legal lists of the module's decisions worked out from 003 and the
//! catalog, every listed action, determinism and JSON round trips, and
//! views that do not depend on hidden information (the two buildings drawn
//! and the three start scrolls are seen by their owner only).

use crate::family::{family_tests, Family, Seats};
use crate::*;
use marrakesh_engine::{Ability, BuildingId};

/// The front side's ability of `p`'s building, if it is in play.
fn ability(g: &Game, p: PlayerId) -> Option<Ability> {
    building_ability(g.catalog(), g.state(), p)
}

fn sorted(v: &[Action]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|a| format!("{a:?}")).collect();
    s.sort();
    s
}

/// The scrolls of stack `i` of a type, its revealed top included: with
/// the special buildings the scrolls lie in 3 stacks in both editions
/// (Essential: "Alle Gelehrten-Schriftrollen werden nach Farbe sortiert
/// gemischt und in je 3 möglichst gleich hohe Stapel aufgeteilt").
fn stack(st: &State, ty: ScrollType, i: usize) -> Vec<ScrollId> {
    let row = &st.scrolls[ty.index()];
    let mut v: Vec<ScrollId> = row.stacks[i].iter().copied().collect();
    v.extend(row.face_up[i]);
    v
}

/// 003 "Zuerst werden alle gelben Schriftrollen in den Beutel gelegt";
/// "Jeder Spieler zieht 2 Gebäude": two different buildings each, nobody's
/// alike; a seat that takes no decisions (the Paschabot) keeps the first.
fn check_setup(g: &Game) -> Result<(), String> {
    let st = g.state();
    let data = g
        .catalog()
        .special_buildings
        .as_ref()
        .ok_or("no buildings")?;
    let drawn = data.drawn.value as usize;
    let solo = st.pascha.is_some();
    ensure!(
        !solo || st.modules.special_buildings == Some(BuildingSide::Back),
        "a solo game with {:?}",
        st.modules.special_buildings
    );
    let mut all: Vec<BuildingId> = Vec::new();
    for p in 0..st.num_players {
        let b = st.player(p).building;
        let hand: Vec<BuildingId> = b.drawn.iter().flatten().copied().collect();
        // 003, the lazy Paschabot: "erhält weder Tableau ... noch
        // Spielfiguren oder Marker": no building.
        if is_paschabot(st, p) && lazy_bot(st) {
            ensure!(
                hand.is_empty() && b.kept.is_none(),
                "the lazy Paschabot has buildings {hand:?}, kept {:?}",
                b.kept
            );
            continue;
        }
        ensure!(hand.len() == drawn, "player {p} drew {hand:?}");
        ensure!(
            hand.iter()
                .all(|id| data.buildings.iter().any(|d| d.id == *id)),
            "player {p} drew {hand:?}"
        );
        all.extend(&hand);
        if is_paschabot(st, p) {
            ensure!(b.kept == b.drawn[0], "the Paschabot kept {:?}", b.kept);
        } else {
            ensure!(b.kept.is_none(), "player {p} kept {:?} unasked", b.kept);
        }
        ensure!(!b.began, "player {p}'s start began at the setup");
    }
    let n = all.len();
    all.sort_unstable();
    all.dedup();
    ensure!(all.len() == n, "a building drawn twice");
    let yellow = &st.scrolls[ScrollType::Yellow.index()];
    ensure!(
        yellow.face_up.iter().all(|s| s.is_none())
            && yellow.stacks[1].is_empty()
            && yellow.stacks[2].is_empty(),
        "the yellow scrolls are not all in the bag"
    );
    Ok(())
}

/// Once the start began: everybody kept one of the buildings they drew,
/// nobody's alike; the start scrolls are back once the game runs; each
/// season of a front-side boathouse starts on the crocodile ("Der Spieler
/// startet jeden Durchgang mit seinem Fischer auf dem Feld mit dem
/// Krokodil").
fn check_buildings(g: &Game) -> Result<(), String> {
    let st = g.state();
    let mut kept = Vec::new();
    for p in 0..st.num_players {
        let b = st.player(p).building;
        if is_paschabot(st, p) && lazy_bot(st) {
            ensure!(b.kept.is_none(), "the lazy Paschabot kept {:?}", b.kept);
            continue;
        }
        if !b.began {
            continue;
        }
        let k = b
            .kept
            .ok_or(format!("player {p} began without a building"))?;
        ensure!(
            b.drawn.contains(&Some(k)),
            "player {p} kept {k}, drew {:?}",
            b.drawn
        );
        kept.push(k);
        if st.phase != Phase::Setup {
            ensure!(
                b.scrolls == [None; 3],
                "player {p} holds start scrolls {:?} in play",
                b.scrolls
            );
        }
        if ability(g, p) == Some(Ability::Boathouse)
            && st.phase == Phase::Selection
            && st.round == 0
        {
            ensure!(
                st.player(p).fisherman >= g.catalog().river.crocodile,
                "player {p}'s boathouse: season {} starts on river space {}",
                st.season,
                st.player(p).fisherman
            );
        }
    }
    let n = kept.len();
    kept.sort_unstable();
    kept.dedup();
    ensure!(kept.len() == n, "two players kept the same building");
    Ok(())
}

/// The legal lists of the module's decisions, worked out from 003.
fn check_listed(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    for (p, dec) in g.pending().players {
        let listed = g.legal_actions(p);
        let who = format!("player {p}, {dec:?}");
        let b = st.player(p).building;
        let pl = st.player(p);
        let mut want = Vec::new();
        match dec {
            // "Jeder Spieler zieht 2 Gebäude, wählt 1 davon aus".
            Decision::ChooseBuilding => {
                for id in b.drawn.iter().flatten() {
                    want.push(Action::KeepBuilding { building: *id });
                }
            }
            // "Jeder Spieler zieht nun 3 Schriftrollen und muss sich für
            // 1 Schriftrolle davon entscheiden".
            Decision::ChooseStartScroll => {
                for s in b.scrolls.iter().flatten() {
                    want.push(Action::KeepScroll { scroll: *s });
                }
            }
            // "wählt ein beliebiges Stadttor vom ersten Feld ... Alle
            // weiteren Regeln beim Kauf eines Stadttors gelten auch hier
            // (Wächter ...)": a guard of the watchtower, a free gate.
            Decision::BarracksGate => {
                let Some(Ability::Barracks { workshop, .. }) = ability(g, p) else {
                    return Err(format!("{who} without the barracks"));
                };
                let w = workshop as usize;
                if pl.watchtower > 0 && pl.gates.iter().any(|x| x.is_none()) {
                    for colour in Colour::ALL {
                        if st.workshops[w][colour.index()] > 0 {
                            want.push(Action::BuyGate {
                                workshop,
                                colour,
                                pay: Resources::ZERO,
                            });
                        }
                    }
                }
            }
            // "darf sich kostenfrei 1 Luxusware "Tajine" aussuchen": every
            // tajine face up or in the stacks, or none.
            Decision::PavilionLuxury => {
                let Some(Ability::Pavilion { luxury, .. }) = ability(g, p) else {
                    return Err(format!("{who} without the pavilion"));
                };
                let d = &st.luxury;
                let mut ids: Vec<LuxuryId> = d
                    .face_up
                    .iter()
                    .flatten()
                    .chain(d.stacks.iter().flat_map(|s| s.iter()))
                    .copied()
                    .filter(|id| cat.luxury(*id).luxury == luxury)
                    .collect();
                ids.sort_unstable();
                ids.dedup();
                want.extend(ids.into_iter().map(|luxury| Action::TakeLuxury { luxury }));
                want.push(Action::Done);
            }
            // "Start des 1./2./3. Durchgangs: ... darf einen beliebigen
            // Stapel ... durchsuchen ..., sofern er 1 Dattel bezahlt".
            Decision::LibraryStack { ty } => {
                let Some(Ability::Library { dates, .. }) = ability(g, p) else {
                    return Err(format!("{who} without the library"));
                };
                let season_ty =
                    [ScrollType::Yellow, ScrollType::Pink, ScrollType::Orange][st.season as usize];
                ensure!(ty == season_ty, "{who} in season {}", st.season);
                ensure!(st.round == 0, "{who} in round {}", st.round);
                if pl.resources.dates >= dates[st.season as usize] as u16 {
                    for k in 0..3u8 {
                        if !stack(st, ty, k as usize).is_empty() {
                            want.push(Action::SearchStack { stack: k });
                        }
                    }
                }
                want.push(Action::Done);
            }
            // Season 1 "da er den geforderten grauen Keshi besitzt",
            // seasons 2 and 3 "sofern er die geforderten grauen Keshis
            // besitzt"; the dates are paid on taking one.
            Decision::LibraryScroll { ty, stack: k } => {
                let Some(Ability::Library { scholars, .. }) = ability(g, p) else {
                    return Err(format!("{who} without the library"));
                };
                let have = if scholars[st.season as usize] {
                    pl.sector_keshis(Sector::Madrasa)
                } else {
                    u8::MAX
                };
                for scroll in stack(st, ty, k as usize) {
                    if cat.scroll(scroll).requirement <= have {
                        want.push(Action::KeepScroll { scroll });
                    }
                }
                want.push(Action::Done);
            }
            _ => continue,
        }
        ensure!(
            sorted(&listed) == sorted(&want),
            "{who}: {listed:?}, the rules allow {want:?}"
        );
    }
    Ok(())
}

/// The special buildings' family.
pub(crate) const FAMILY: Family = Family {
    name: "special buildings",
    module: |m, seats, _| {
        m.special_buildings = Some(match seats {
            Seats::Multi => BuildingSide::Front,
            Seats::Solo => BuildingSide::Back,
        })
    },
    at_start: check_setup,
    each_step: |g| check_buildings(g).and_then(|_| check_listed(g)),
    witness: |d, a| match (d, a) {
        (Decision::ChooseBuilding, _) => Some("building kept"),
        (Decision::ChooseStartScroll, _) => Some("start scroll"),
        (Decision::LibraryScroll { .. }, Action::KeepScroll { .. }) => Some("library"),
        (Decision::BarracksGate, _) => Some("barracks gate"),
        (Decision::PavilionLuxury, Action::TakeLuxury { .. }) => Some("pavilion"),
        _ => None,
    },
    witnessed: &[
        "building kept",
        "start scroll",
        "library",
        "barracks gate",
        "pavilion",
    ],
    first: 70_000,
    games: [6, 5, 4, 4],
    setups: 1,
};

family_tests!(FAMILY);
