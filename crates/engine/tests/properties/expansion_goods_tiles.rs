//! The expansion box's new luxury goods and new oases (more of the box to
//! come) over seeded random combinations with the base box's modules, 2-4
//! players, both editions and solo: checked games, the exact legal lists of
//! their decisions, every listed action, determinism and JSON round trips,
//! and views that do not depend on hidden information.

use crate::determinism::games_are_deterministic_and_survive_saving;
use crate::hidden_information::views_do_not_depend_on_hidden_information;
use crate::listed_actions::every_listed_action_applies;
use crate::rejections::unlisted_actions_are_rejected_and_change_nothing;
use crate::*;

/// Mixed into a seed to choose the expansion modules.
const EXPANSION: u64 = 0xE4B0;

/// The base-box modules of combination `seed % 32` with a seeded random
/// choice of the expansion modules of this family (at least one of them).
pub(crate) fn expansion_modules(seed: u64) -> Modules {
    let mut m = modules_of((seed % 32) as u8, seed);
    let mut rng = Rng::new(seed ^ EXPANSION);
    let bits = 1 + rng.below(3);
    m.new_luxury_goods = bits & 1 != 0;
    m.new_oases = bits & 2 != 0;
    m
}

/// Setups with the expansion modules: 2-4 players and both editions, and
/// solo games against both opponents.
pub(crate) fn expansion_setups(first: u64, per: u64) -> Vec<Setup> {
    let mut v = Vec::new();
    for k in 0..per {
        for players in 2..=4u8 {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 40 * k + 2 * players as u64 + u64::from(edition == Edition::Essential);
                v.push(Setup {
                    modules: expansion_modules(seed),
                    ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
                });
            }
        }
        for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
            .into_iter()
            .enumerate()
        {
            for edition in [Edition::Classic, Edition::Essential] {
                let seed =
                    first + 40 * k + 20 + 2 * i as u64 + u64::from(edition == Edition::Essential);
                v.push(solo_setup(
                    opponent,
                    difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                    edition,
                    TOWERS[(seed % 2) as usize],
                    expansion_modules(seed),
                    seed,
                ));
            }
        }
    }
    v
}

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
                            let n = (discount as u16).min(cost.total());
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
    ensure!(
        new == if m.new_luxury_goods { 9 } else { 0 },
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
            if s.oasis.0 > 30 {
                ensure!(
                    m.new_oases && m.new_luxury_goods && s.oasis.0 <= 34,
                    "oasis {} with {m:?}",
                    s.oasis
                );
            }
        }
    }
    Ok(())
}

fn play_checked(setup: Setup, gifted: bool) {
    let mut play = Play::start(setup, gifted);
    setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
    check_setup(&play.game).unwrap_or_else(|e| play.fail(&e));
    while !play.game.is_over() {
        check_listed(&play.game).unwrap_or_else(|e| play.fail(&e));
        play.step();
    }
    play.check_end();
}

fn random_games_with_expansion(players: u8, per: u64) {
    let mut games = 0;
    for k in 0..per {
        for edition in [Edition::Classic, Edition::Essential] {
            let seed =
                31_000 + 100 * players as u64 + 7 * k + u64::from(edition == Edition::Essential);
            let setup = Setup {
                modules: expansion_modules(seed),
                ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
            };
            play_checked(setup, k % 2 == 1);
            games += 1;
        }
    }
    eprintln!("{players} players: {games} random games with new luxury goods / new oases checked");
}

#[test]
fn random_games_with_new_goods_and_oases_2p() {
    random_games_with_expansion(2, 12 * scale());
}

#[test]
fn random_games_with_new_goods_and_oases_3p() {
    random_games_with_expansion(3, 10 * scale());
}

#[test]
fn random_games_with_new_goods_and_oases_4p() {
    random_games_with_expansion(4, 8 * scale());
}

#[test]
fn random_solo_games_with_new_goods_and_oases() {
    let mut games = 0;
    for (i, opponent) in [Opponent::Paschabot, Opponent::Lazy]
        .into_iter()
        .enumerate()
    {
        for k in 0..6 * scale() {
            let edition = [Edition::Classic, Edition::Essential][(k % 2) as usize];
            let seed = 33_000 + 500 * i as u64 + k;
            play_checked(
                solo_setup(
                    opponent,
                    difficulty_of(DIFFICULTIES[(seed % 12) as usize]),
                    edition,
                    TOWERS[(seed % 2) as usize],
                    expansion_modules(seed),
                    seed,
                ),
                k % 3 == 2,
            );
            games += 1;
        }
    }
    eprintln!("{games} solo games with new luxury goods / new oases checked");
}

#[test]
fn every_listed_action_applies_with_new_goods_and_oases() {
    every_listed_action_applies(expansion_setups(34_000, scale()));
}

#[test]
fn unlisted_actions_are_rejected_with_new_goods_and_oases() {
    unlisted_actions_are_rejected_and_change_nothing(expansion_setups(35_000, scale()));
}

#[test]
fn games_with_new_goods_and_oases_are_deterministic_and_survive_saving() {
    games_are_deterministic_and_survive_saving(expansion_setups(36_000, scale()));
}

#[test]
fn views_with_new_goods_and_oases_do_not_depend_on_hidden_information() {
    views_do_not_depend_on_hidden_information(expansion_setups(37_000, scale()));
}
