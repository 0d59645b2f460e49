//! The camel race over seeded random combinations with the base box's
//! modules and the other expansion modules, 2-4 players, both editions and
//! solo: checked games with the race's invariants, the exact legal lists of
//! its decisions (worked out from the rules and the catalog), every listed
//! action, determinism and JSON round trips, and views that do not depend
//! on hidden information.

use crate::determinism::games_are_deterministic_and_survive_saving;
use crate::hidden_information::views_do_not_depend_on_hidden_information;
use crate::listed_actions::every_listed_action_applies;
use crate::rejections::unlisted_actions_are_rejected_and_change_nothing;
use crate::*;

/// Mixed into a seed to choose the other expansion modules.
const RACE: u64 = 0xCA3E;

/// The base-box modules of combination `seed % 32`, the camel race, and a
/// seeded random choice of the other expansion modules.
pub(crate) fn race_modules(seed: u64) -> Modules {
    let mut m = modules_of((seed % 32) as u8, seed);
    let mut rng = Rng::new(seed ^ RACE);
    let bits = rng.below(4);
    m.camel_race = true;
    m.new_luxury_goods = bits & 1 != 0;
    m.new_oases = bits & 2 != 0;
    m
}

fn race_setups(first: u64, per: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for k in 0..per {
        for players in 2..=4u8 {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 40 * k + 2 * players as u64 + u64::from(edition == Edition::Essential);
                v.push(Setup {
                    modules: race_modules(seed),
                    ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
                });
            }
        }
        for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
            .into_iter()
            .enumerate()
        {
            let edition = [Edition::Classic, Edition::Essential][(k % 2) as usize];
            let seed = first + 40 * k + 20 + i as u64;
            v.push(solo_setup(
                opponent,
                difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                edition,
                TOWERS[(seed % 2) as usize],
                race_modules(seed),
                seed,
            ));
        }
    }
    v
}

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
        let bot = st.pascha.is_some() && p == BOT;
        if bot {
            ensure!(r == Default::default(), "the Paschabot raced: {r:?}");
            continue;
        }
        ensure!(
            r.spectator_count() <= d.spectator_spaces.value,
            "player {p}: {} spectators",
            r.spectator_count()
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
                        // "bezahle 3 Waren-Keshis weniger als verlangt"
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
fn searchable(st: &State, r: catalog::camel_race::CamelReward) -> bool {
    use catalog::camel_race::CamelReward as R;
    let search = match r {
        R::Scroll { ty } => StackSearch::Scroll { ty },
        R::LuxuryGood { discount } => StackSearch::LuxuryGood { discount },
        _ => return true,
    };
    (0..stacks_of(search)).any(|k| !stack_tiles(st, search, k).is_empty())
}

fn play_checked(setup: Setup, gifted: bool) {
    let mut play = Play::start(setup, gifted);
    setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
    while !play.game.is_over() {
        check_race(&play.game).unwrap_or_else(|e| play.fail(&e));
        check_listed(&play.game).unwrap_or_else(|e| play.fail(&e));
        play.step();
    }
    check_race(&play.game).unwrap_or_else(|e| play.fail(&e));
    play.check_end();
}

#[test]
fn random_games_with_the_camel_race() {
    let mut games = 0;
    for players in 2..=4u8 {
        for k in 0..4 * scale() {
            let edition = [Edition::Classic, Edition::Essential][(k % 2) as usize];
            let seed = 41_000 + 100 * players as u64 + k;
            play_checked(
                Setup {
                    modules: race_modules(seed),
                    ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
                },
                k % 2 == 1,
            );
            games += 1;
        }
    }
    for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
        .into_iter()
        .enumerate()
    {
        for k in 0..3 * scale() {
            let edition = [Edition::Classic, Edition::Essential][(k % 2) as usize];
            let seed = 42_000 + 500 * i as u64 + k;
            play_checked(
                solo_setup(
                    opponent,
                    difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                    edition,
                    TOWERS[(seed % 2) as usize],
                    race_modules(seed),
                    seed,
                ),
                k % 3 == 2,
            );
            games += 1;
        }
    }
    eprintln!("{games} random games with the camel race checked");
}

#[test]
fn every_listed_action_applies_with_the_camel_race() {
    every_listed_action_applies(race_setups(43_000, scale()));
}

#[test]
fn unlisted_actions_are_rejected_with_the_camel_race() {
    unlisted_actions_are_rejected_and_change_nothing(race_setups(44_000, scale()));
}

#[test]
fn games_with_the_camel_race_are_deterministic_and_survive_saving() {
    games_are_deterministic_and_survive_saving(race_setups(45_000, scale()));
}

#[test]
fn views_with_the_camel_race_do_not_depend_on_hidden_information() {
    views_do_not_depend_on_hidden_information(race_setups(46_000, scale()));
}
