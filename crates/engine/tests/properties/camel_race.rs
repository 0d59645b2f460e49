//! The camel race over seeded random combinations with the base box's
//! modules and the other expansion modules, 2-4 players, both editions and
//! solo: checked games with the race's invariants, the exact legal lists of
//! its decisions (worked out from the rules and the catalog), every listed
//! action, determinism and JSON round trips, and views that do not depend
//! on hidden information.

use crate::family::{family_tests, Family};
use crate::*;

fn sorted(v: &[Action]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|a| format!("{a:?}")).collect();
    s.sort();
    s
}

/// The race's state stays one the rules can reach: spectator areas within
/// their spaces and without goods, camels on the track, podium = finished
/// camels, seats that do not race untouched.
fn check_race(g: &Game) -> Result<(), String> {
    let st = g.state();
    let d = g.catalog().camel_race.as_ref().ok_or("no race data")?;
    for p in 0..st.num_players {
        let r = st.player(p).race;
        let bot = st.pascha.is_some() && p == PASCHABOT;
        if bot {
            ensure!(r == Default::default(), "the Paschabot raced: {r:?}");
            continue;
        }
        // Nomads "können ebenfalls platziert werden" and fill places too.
        let watching = r.spectators.iter().sum::<u8>() + r.nomads;
        ensure!(
            watching <= d.spectator_spaces.value,
            "player {p}: {watching} spectators"
        );
        ensure!(
            r.nomads == 0 || st.modules.nomads,
            "player {p}: nomads watching without the nomads"
        );
        ensure!(
            Colour::GOODS.iter().all(|c| r.spectators[c.index()] == 0),
            "player {p}: goods in the spectator area"
        );
        ensure!(
            r.camel <= d.finish.value,
            "player {p}: camel beyond the finish"
        );
        let on_podium = st.race.podium.as_slice().contains(&p);
        ensure!(
            on_podium == (r.camel == d.finish.value),
            "player {p}: podium and camel disagree"
        );
    }
    ensure!(
        st.race.rewards.len() + (st.season as usize) >= 2,
        "a reward tile lost: {} left in season {}",
        st.race.rewards.len(),
        st.season
    );
    Ok(())
}

/// The legal lists of the race's decisions, worked out from the rules.
fn check_listed(g: &Game) -> Result<(), String> {
    let st = g.state();
    let d = g.catalog().camel_race.as_ref().ok_or("no race data")?;
    for (p, dec) in g.pending().players {
        let listed = g.legal_actions(p);
        let who = format!("player {p}, {dec:?}");
        let r = st.player(p).race;
        match dec {
            Decision::KeshiDestination { colour } => {
                ensure!(!colour.is_goods(), "{who}: goods offered to the race");
                ensure!(
                    listed == vec![Action::ToBoard, Action::ToSpectatorArea],
                    "{who}: {listed:?}"
                );
            }
            Decision::CamelBridge { .. } => {
                ensure!(
                    listed == vec![Action::Accept, Action::Done],
                    "{who}: {listed:?}"
                );
            }
            Decision::SpectatorBonus { .. } => {
                let want: Vec<Action> = (0..8u8)
                    .map(|field| Action::ChooseEntertainer { field })
                    .collect();
                ensure!(listed == want, "{who}: {listed:?}");
            }
            Decision::SplitSteps { n, tracks } => {
                let mut want = Vec::new();
                for river in 0..=n {
                    for palace in 0..=n - river {
                        let mosque = n - river - palace;
                        if (river == 0 || tracks.river)
                            && (palace == 0 || tracks.palace)
                            && (mosque == 0 || tracks.mosque)
                        {
                            want.push(Action::SplitSteps {
                                river,
                                palace,
                                mosque,
                            });
                        }
                    }
                }
                ensure!(sorted(&listed) == sorted(&want), "{who}: {listed:?}");
            }
            Decision::CamelRewards => {
                let (id, side) = *st.race.rewards.get(0).ok_or(format!("{who}: no tile"))?;
                let face = &d.reward_tiles[id as usize - 1].sides[side as usize];
                let have: Vec<Colour> = Colour::ALL
                    .into_iter()
                    .filter(|c| r.spectators[c.index()] > 0)
                    .collect();
                let mut want = Vec::new();
                // Every set of colours present, all different (R25).
                for mask in 0u32..(1 << have.len()) {
                    let set: ColourSet = have
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .map(|(_, c)| *c)
                        .collect();
                    for (i, o) in face.offers.iter().enumerate() {
                        if set.contains(o.colour)
                            && set.len() == 1 + o.any as u32
                            && searchable(st, o.reward)
                        {
                            want.push(Action::BuyCamelReward {
                                offer: i as u8,
                                keshis: set,
                            });
                        }
                        // Nomads: "Sie zählen als eigene Farbe und können
                        // für Belohnungen eingetauscht werden": a nomad is
                        // one of the further keshis of any colour (R25: one
                        // nomad at most, as every colour once), never the
                        // colour the offer shows.
                        if r.nomads > 0
                            && o.any > 0
                            && set.contains(o.colour)
                            && set.len() == o.any as u32
                            && searchable(st, o.reward)
                        {
                            want.push(Action::BuyCamelRewardWithNomad {
                                offer: i as u8,
                                keshis: set,
                            });
                        }
                    }
                }
                if r.dung > 0 && have.contains(&face.dung_colour) {
                    want.push(Action::DiscardCamelDung);
                }
                want.push(Action::Done);
                ensure!(sorted(&listed) == sorted(&want), "{who}: {listed:?}");
            }
            Decision::SearchStack { search } => {
                let want: Vec<Action> = (0..stacks_of(search))
                    .filter(|k| !stack_tiles(st, search, *k).is_empty())
                    .map(|k| Action::SearchStack { stack: k as u8 })
                    .collect();
                ensure!(listed == want, "{who}: {listed:?}");
            }
            Decision::StackSearched { search, stack } => {
                let tiles = stack_tiles(st, search, stack as usize);
                let mut want = Vec::new();
                match search {
                    StackSearch::Scroll { .. } => {
                        // "ohne die geforderten grauen Keshis zu
                        // berücksichtigen oder die Dattel zu bezahlen"
                        for id in tiles {
                            want.push(Action::TakeScrollFromStack {
                                scroll: ScrollId(id),
                            });
                        }
                    }
                    StackSearch::LuxuryGood { discount } => {
                        // "bezahle 3 Waren-Keshis weniger als verlangt";
                        // R36: the imam, the hard provision tile and the
                        // date store save theirs too, all added up.
                        let have = st.player(p).goods;
                        for id in tiles.into_iter().map(LuxuryId) {
                            let def = g.catalog().luxury(id);
                            if def.falcon.is_some() {
                                // Its board keshi: checked by the falcon's
                                // own family.
                                want.extend(listed.iter().copied().filter(|a| {
                                    matches!(a, Action::TakeLuxuryFromStack { luxury, .. } if *luxury == id)
                                }));
                                continue;
                            }
                            let c = def.cost;
                            let own = u16::from(carries(st, p, Stair::Mosque))
                                + provision_luxury_discount(g.catalog(), st, p)
                                + date_store_discount(g.catalog(), st, p, id);
                            let discount = (discount as u16 + own).min(255) as u8;
                            let need = (c[0] + c[1] + c[2]).saturating_sub(discount);
                            for y in 0..=c[0] {
                                for pu in 0..=c[1] {
                                    for o in 0..=c[2] {
                                        let pay = [y, pu, o];
                                        let ok = y + pu + o == need
                                            && (0..3).all(|i| have[i] >= pay[i] as u16);
                                        if ok {
                                            want.push(Action::TakeLuxuryFromStack {
                                                luxury: id,
                                                pay,
                                            });
                                        }
                                    }
                                }
                            }
                        }
                        if want.is_empty() {
                            want.push(Action::Done);
                        }
                    }
                    _ => {}
                }
                ensure!(sorted(&listed) == sorted(&want), "{who}: {listed:?}");
            }
            _ => {}
        }
    }
    Ok(())
}

fn stacks_of(search: StackSearch) -> usize {
    match search {
        StackSearch::LuxuryGood { .. } => 5,
        _ => 3,
    }
}

/// The tiles of stack `k` for a search (ids, sorted): its face-down tiles
/// and its revealed top (the race lays every display in stacks).
fn stack_tiles(st: &State, search: StackSearch, k: usize) -> Vec<u8> {
    let mut v: Vec<u8> = match search {
        StackSearch::Scroll { ty } => {
            let row = &st.scrolls[ty.index()];
            row.stacks[k]
                .iter()
                .chain(row.face_up[k].iter())
                .map(|id| id.0)
                .collect()
        }
        _ => {
            let d = &st.luxury;
            d.stacks[k]
                .iter()
                .chain(d.face_up[k].iter())
                .map(|id| id.0)
                .collect()
        }
    };
    v.sort();
    v
}

/// A reward that searches a stack is offered only while a stack has a
/// tile for it.
fn searchable(st: &State, r: CamelReward) -> bool {
    use CamelReward as R;
    let search = match r {
        R::Scroll { ty } => StackSearch::Scroll { ty },
        R::LuxuryGood { discount } => StackSearch::LuxuryGood { discount },
        _ => return true,
    };
    (0..stacks_of(search)).any(|k| !stack_tiles(st, search, k).is_empty())
}

/// The camel race's family: the race's invariants and the exact legal
/// lists of its decisions before every decision.
pub(crate) const FAMILY: Family = Family {
    name: "camel race",
    module: |m, _, _| m.camel_race = true,
    at_start: crate::family::nothing,
    each_step: |g| check_race(g).and_then(|_| check_listed(g)),
    witness: |_, a| match a {
        Action::ToSpectatorArea => Some("spectator"),
        Action::BuyCamelReward { .. } | Action::BuyCamelRewardWithNomad { .. } => Some("reward"),
        _ => None,
    },
    witnessed: &["spectator", "reward"],
    first: 40_000,
    games: [2, 2, 2, 3],
    setups: 1,
};

family_tests!(FAMILY);
