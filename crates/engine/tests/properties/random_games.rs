//! Games end after 3 seasons of 4 rounds, with the invariants after every action (base game, modules, solo).

use crate::*;

/// Plays `plain` ordinary and `gifted` gifted-scroll games per tower layer,
/// checking every invariant after every action.
pub(crate) fn random_games(players: u8, edition: Edition, plain: u64, gifted: u64) {
    let mut games = 0;
    for tower in TOWERS {
        for seed in 0..plain {
            Play::new(make_setup(players, edition, tower, seed)).finish();
            games += 1;
        }
        for seed in 500..500 + gifted {
            Play::gifted(make_setup(players, edition, tower, seed)).finish();
            games += 1;
        }
    }
    // A few games without the tower's randomness, too.
    for seed in 900..900 + 2 * scale() {
        let mut play = Play::new(make_setup(players, edition, TowerSetting::NoTower, seed));
        play.finish();
        if play.game.state().tower.stuck_total() != 0 {
            play.fail("keshis stuck in a game without the tower");
        }
        games += 1;
    }
    eprintln!("{players} players, {edition:?}: {games} random games checked");
}

#[test]
pub(crate) fn random_games_2p_classic() {
    random_games(2, Edition::Classic, 110 * scale(), 30 * scale());
}

#[test]
pub(crate) fn random_games_2p_essential() {
    random_games(2, Edition::Essential, 110 * scale(), 30 * scale());
}

#[test]
pub(crate) fn random_games_3p_classic() {
    random_games(3, Edition::Classic, 90 * scale(), 25 * scale());
}

#[test]
pub(crate) fn random_games_3p_essential() {
    random_games(3, Edition::Essential, 90 * scale(), 25 * scale());
}

#[test]
pub(crate) fn random_games_4p_classic() {
    random_games(4, Edition::Classic, 70 * scale(), 20 * scale());
}

#[test]
pub(crate) fn random_games_4p_essential() {
    random_games(4, Edition::Essential, 70 * scale(), 20 * scale());
}

/// Checked games over every combination of modules: for each of the 32
/// combinations and both editions, `per` games (tower layers alternating,
/// every other one with gifted scrolls; the seed varies the staircase tiles
/// and exchange offices, see [`modules_of`]).
pub(crate) fn random_games_with_modules(players: u8, per: u64) {
    let mut games = 0;
    for mask in 0..32u8 {
        for edition in [Edition::Classic, Edition::Essential] {
            for k in 0..per {
                let seed = 6000
                    + 100 * players as u64
                    + 1000 * k
                    + mask as u64 * 3
                    + u64::from(edition == Edition::Essential);
                let tower = TOWERS[(seed % 2) as usize];
                let setup = module_setup(players, edition, tower, mask, seed);
                let mut play = Play::start(setup, (mask as u64 + k) % 2 == 1);
                setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
                play.finish();
                games += 1;
            }
        }
    }
    eprintln!("{players} players: {games} random games with modules checked");
}

#[test]
pub(crate) fn random_games_with_modules_2p() {
    random_games_with_modules(2, 2 * scale());
}

#[test]
pub(crate) fn random_games_with_modules_3p() {
    random_games_with_modules(3, 2 * scale());
}

#[test]
pub(crate) fn random_games_with_modules_4p() {
    random_games_with_modules(4, scale());
}

/// Modules of solo games: none, all five, and a combination that changes
/// with the seed.
pub(crate) fn solo_modules(k: u64, seed: u64) -> Modules {
    match k % 3 {
        0 => Modules::default(),
        1 => modules_of(31, seed),
        _ => modules_of((seed % 31) as u8 + 1, seed),
    }
}

/// Checked solo games: every difficulty setting of [`DIFFICULTIES`], both
/// editions, without modules, with all of them and with some.
pub(crate) fn random_solo_games(opponent: Opponent, per: u64) {
    let mut games = 0;
    for (i, bits) in DIFFICULTIES.iter().enumerate() {
        for edition in [Edition::Classic, Edition::Essential] {
            for k in 0..per {
                let seed = 7000 + 50 * i as u64 + 7 * k + u64::from(edition == Edition::Essential);
                let tower = TOWERS[(seed % 2) as usize];
                let modules = solo_modules(k + i as u64, seed);
                let setup = solo_setup(
                    opponent,
                    difficulty_of(*bits),
                    edition,
                    tower,
                    modules,
                    seed,
                );
                let mut play = Play::start(setup, seed % 4 == 3);
                setup_checks(&play.game).unwrap_or_else(|e| play.fail(&e));
                play.finish();
                games += 1;
            }
        }
    }
    eprintln!("{opponent:?}: {games} random solo games checked");
}

#[test]
pub(crate) fn random_solo_games_paschabot() {
    random_solo_games(Opponent::Paschabot, 10 * scale());
}

#[test]
pub(crate) fn random_solo_games_lazy() {
    random_solo_games(Opponent::Lazy, 5 * scale());
}

/// What the setup of a game laid out, by the rules of its modules and solo
/// options.
pub(crate) fn setup_checks(g: &Game) -> Result<(), String> {
    let st = g.state();
    let cat = g.catalog();
    let setup = g.setup();
    let m = setup.modules;
    ensure!(
        st.modules == m,
        "modules {:?} in play, {m:?} set up",
        st.modules
    );
    // Module 1: "This leaves 12 spaces to be covered", distinct tiles; or
    // the tiles the players agreed on.
    match m.staircase_tiles {
        None => ensure!(
            st.staircase_cover == [None; 12],
            "staircase tiles without module 1"
        ),
        Some(mode) => {
            let tiles: Vec<(u8, u8)> = st.staircase_cover.iter().flatten().copied().collect();
            let mut ids: Vec<u8> = tiles.iter().map(|t| t.0).collect();
            ids.sort();
            ids.dedup();
            ensure!(
                tiles.len() == 12
                    && ids.len() == 12
                    && tiles
                        .iter()
                        .all(|(t, side)| *side <= 1
                            && cat.staircase_tiles.iter().any(|x| x.id == *t)),
                "staircase tiles {:?}",
                st.staircase_cover
            );
            if let StaircaseTiles::Chosen { tiles: chosen } = mode {
                ensure!(
                    tiles == chosen,
                    "staircase tiles {tiles:?}, chosen {chosen:?}"
                );
            }
        }
    }
    // Module 2: "Place these two special pawns on their respective starting
    // space".
    if m.imam_sultan {
        ensure!(
            st.figures[0].step == cat.staircase.sultan_start
                && st.figures[1].step == cat.staircase.imam_start
                && st.figures.iter().all(|f| f.carrier.is_none()),
            "imam and sultan set up as {:?}",
            st.figures
        );
    }
    // Module 3 (R1): Classic mixes the 6 new offices with the 6 base ones
    // (or uses the new ones only); Essential turns its 6 double-sided tiles
    // a random side up (or the new side).
    let offices: Vec<&marrakesh_engine::ExchangeOfficeDef> =
        st.offices.iter().map(|o| cat.office(*o)).collect();
    let mut ids = st.offices.to_vec();
    ids.sort();
    ids.dedup();
    ensure!(
        ids.len() == 3,
        "exchange offices {:?} drawn twice",
        st.offices
    );
    // (The new offices are the backs of the base ones in Essential.)
    let ok = match (m.exchange_offices, st.edition) {
        (None, _) => offices.iter().all(|o| !o.expansion),
        (Some(ExchangeOffices::Mixed), Edition::Classic) => true,
        (Some(ExchangeOffices::NewOnly), _) => offices.iter().all(|o| o.expansion),
        (Some(ExchangeOffices::Mixed), Edition::Essential) => {
            // Three different physical tiles, either side up.
            let mut fronts: Vec<ExchangeOfficeId> = offices
                .iter()
                .map(|o| {
                    if o.expansion {
                        o.back_of.unwrap_or(ExchangeOfficeId(0))
                    } else {
                        o.id
                    }
                })
                .collect();
            fronts.sort();
            fronts.dedup();
            fronts.len() == 3 && !fronts.contains(&ExchangeOfficeId(0))
        }
    };
    ensure!(
        ok,
        "exchange offices {:?} with module 3 {:?} ({:?})",
        st.offices,
        m.exchange_offices,
        st.edition
    );
    // Module 5: "3 / 5 / 7" towns, checked by [`town_places`].
    town_places(g)?;
    match setup.solo {
        None => ensure!(st.pascha.is_none(), "a Paschabot without solo play"),
        Some(solo) => {
            let Some(pb) = st.pascha else {
                return Err("solo play without a Paschabot".into());
            };
            ensure!(
                pb.opponent == solo.opponent && pb.difficulty == solo.difficulty,
                "solo options {solo:?}, board {pb:?}"
            );
            // "Der Paschabot ist Startspieler"; lazy: "Du bist der erste
            // Startspieler".
            let first = match solo.opponent {
                Opponent::Paschabot => PASCHABOT,
                Opponent::Lazy => 0,
            };
            ensure!(
                st.start_player == first && st.season_player == first,
                "start player {} against the {:?}",
                st.start_player,
                solo.opponent
            );
            if solo.opponent == Opponent::Paschabot {
                // "Das oberste Plättchen des Stapels wird aufgedeckt".
                ensure!(
                    pb.tiles.len() == 1,
                    "{} strategy tiles at the start",
                    pb.tiles.len()
                );
                // Harder: "der Paschabot erhält die restlichen 5 Keshis aus
                // dem Beutel und setzt sie sofort ein".
                let deployed: i32 = pb.rows.iter().map(|&x| x as i32).sum::<i32>()
                    + st.player(PASCHABOT)
                        .goods
                        .iter()
                        .map(|&x| x as i32)
                        .sum::<i32>()
                    + st.player(PASCHABOT).water_vendors.count_ones() as i32;
                ensure!(
                    (deployed > 0) == solo.difficulty.storage_keshis,
                    "the Paschabot starts with {deployed} keshis (storage keshis: {})",
                    solo.difficulty.storage_keshis
                );
            }
        }
    }
    Ok(())
}
