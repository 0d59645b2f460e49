//! The Paschabot's projected final score (`paschabot_projection`): exact
//! once only the final scoring is left, in finished games of every kind; the
//! book's example of the row scoring; the tiles still to come.

use marrakesh_engine::*;

const YOU: PlayerId = 0;

/// Solo setups: the standard Paschabot, all three harder flags, all four
/// easier ones, the lazy one; without and with every module.
fn setups(seed: u64) -> Vec<Setup> {
    let harder = Difficulty {
        expensive_gates: true,
        main_square_four: true,
        storage_keshis: true,
        ..Difficulty::default()
    };
    let easier = Difficulty {
        no_extra_tiles: true,
        complete_sectors_only: true,
        main_square_once: true,
        no_fisherman_moves: true,
        ..Difficulty::default()
    };
    let mut out = Vec::new();
    // 003: "Benutze nur die Rückseite der Gebäude".
    let all = Modules {
        special_buildings: Some(BuildingSide::Back),
        ..Modules::ALL
    };
    for modules in [Modules::default(), all] {
        for (opponent, difficulty) in [
            (Opponent::Paschabot, Difficulty::default()),
            (Opponent::Paschabot, harder),
            (Opponent::Paschabot, easier),
            (Opponent::Lazy, Difficulty::default()),
        ] {
            out.push(Setup {
                modules,
                edition: if seed.is_multiple_of(2) {
                    Edition::Classic
                } else {
                    Edition::Essential
                },
                ..Setup::solo(
                    Solo {
                        opponent,
                        difficulty,
                    },
                    seed,
                )
            });
        }
    }
    out
}

/// Plays `setup` to the end with random choices for you.
fn finish(setup: Setup, seed: u64) -> Game {
    let mut g = Game::new(setup).unwrap();
    let mut rng = Rng::new(seed ^ 0x5eed);
    while !g.is_over() {
        let acts = g.legal_actions(YOU);
        let a = acts[rng.below(acts.len() as u32) as usize];
        g.apply(YOU, a).unwrap();
    }
    g
}

/// The finished game's state put back to where only the final scoring is
/// left: the last season's provisioning done, the final scoring's points
/// (the score sheet's categories it fills) taken off again.
fn before_final_scoring(g: &Game) -> State {
    let mut st = *g.state();
    st.phase = Phase::SeasonScoring;
    st.scoring_step = ScoringStep::Provisioning;
    st.turn = st.num_players;
    st.agenda.clear();
    for p in 0..st.num_players {
        let pl = &mut st.players[p as usize];
        for c in [
            ScoreCategory::PaschabotSectors,
            ScoreCategory::CompleteSectors,
            ScoreCategory::DesertTowns,
            ScoreCategory::Oases,
            ScoreCategory::Resources,
            ScoreCategory::CamelRace,
        ] {
            pl.score -= pl.score_by[c.index()];
            pl.score_by[c.index()] = 0;
        }
    }
    st
}

/// Exact at the end: in finished games of every kind, the projection of
/// the state where only the final scoring is left equals the Paschabot's
/// score after the engine's final scoring, and no tile is expected any
/// more. The projection of a finished game is its score.
#[test]
fn the_projection_is_the_final_score_once_only_the_final_scoring_is_left() {
    let seeds = if cfg!(debug_assertions) { 2 } else { 6 };
    let mut scored = 0;
    for seed in 0..seeds {
        for setup in setups(seed) {
            let g = finish(setup, seed);
            let over = paschabot_projection(g.catalog(), g.state()).unwrap();
            assert_eq!(over.total(), g.state().player(PASCHABOT).score as f64);
            let st = before_final_scoring(&g);
            let p = paschabot_projection(g.catalog(), &st).unwrap();
            let scored_game = Game::from_state(setup, st).unwrap();
            assert!(scored_game.is_over(), "seed {seed}: {setup:?}");
            let real = scored_game.state().player(PASCHABOT).score;
            assert_eq!(p.reveals, 0.0, "seed {seed}: {setup:?}");
            assert_eq!(p.tiles, 0.0, "seed {seed}: {setup:?}");
            assert_eq!(
                p.total(),
                real as f64,
                "seed {seed}: {setup:?}: projected {p:?}, scored {real}"
            );
            if p.board != 0 {
                scored += 1;
            }
        }
    }
    // The Paschabot's board scores in every standard and harder game (the
    // easier flags score complete sectors only; the lazy one nothing).
    assert!(scored >= seeds * 4, "{scored}");
}

/// 003's example, "Es befinden sich 3 braune Keshis auf den
/// Strategieplättchen. Der Paschabot erhält also 2 Punkte (3:2
/// aufgerundet) je braunem Keshi im Sahara Bezirk. Er besitzt 7 braune
/// Keshi und erhält somit 14 Punkte", as a projection in the middle of the
/// game: 14 for the row; tiles still to come change only the expectation.
#[test]
fn the_books_example_projected_before_the_end() {
    let setup = Setup::solo(Solo::default(), 11);
    let g = Game::new(setup).unwrap();
    let mut st = *g.state();
    let pb = st.pascha.as_mut().unwrap();
    // Tiles 1 (brown, black, white, brown) and 5 (gray, gray, brown, beige).
    let deck: Vec<u8> = (1..=10).filter(|id| *id != 1 && *id != 5).collect();
    pb.tiles = BVec::from_slice(&[1, 5]).unwrap();
    pb.deck = BVec::from_slice(&deck).unwrap();
    pb.rows = [0; 9];
    pb.rows[Sector::Sahara.index()] = 7;
    st.players[PASCHABOT as usize].goods = [0; 3];
    st.players[PASCHABOT as usize].water_vendors = 0;
    // The last round of the last season: no tile to come.
    st.season = 2;
    st.round = 3;
    let p = paschabot_projection(g.catalog(), &st).unwrap();
    assert_eq!(p.board, 14);
    assert_eq!(p.points, st.players[PASCHABOT as usize].score);
    assert_eq!(p.reveals, 0.0);
    assert_eq!(p.tiles, 0.0);
    // A season earlier one tile is sure to come (the row is past every
    // caravan that reveals one): a fourth brown icon keeps 2 a keshi, a
    // fifth would make it 3; no tile left shows two brown icons but tile
    // 1, so the expected change is 7 × P(a brown icon comes out and makes
    // it 5)... which is zero.
    st.season = 1;
    let p = paschabot_projection(g.catalog(), &st).unwrap();
    assert_eq!(p.reveals, 1.0);
    assert_eq!(p.board, 14);
    let brown_pairs = g
        .catalog()
        .paschabot
        .strategy_tiles
        .iter()
        .filter(|t| deck.contains(&t.id))
        .filter(|t| t.icons.iter().filter(|i| i.matches(Colour::Brown)).count() >= 2)
        .count();
    assert_eq!(brown_pairs, 0);
    assert_eq!(p.tiles, 0.0);
    // With 2 brown icons (tile 1 only) a third makes it 2 a keshi: the
    // change is 7 × the share of tiles left with a brown icon.
    let pb = st.pascha.as_mut().unwrap();
    pb.tiles = BVec::from_slice(&[1]).unwrap();
    let deck: Vec<u8> = (2..=10).collect();
    pb.deck = BVec::from_slice(&deck).unwrap();
    let p = paschabot_projection(g.catalog(), &st).unwrap();
    assert_eq!(p.board, 7);
    let with_brown = g
        .catalog()
        .paschabot
        .strategy_tiles
        .iter()
        .filter(|t| deck.contains(&t.id))
        .filter(|t| t.icons.iter().any(|i| i.matches(Colour::Brown)))
        .count() as f64;
    let expected = 7.0 * with_brown / deck.len() as f64;
    assert!((p.tiles - expected).abs() < 1e-9, "{p:?} vs {expected}");
}

/// The lazy Paschabot keeps nothing and scores nothing at the end.
#[test]
fn the_lazy_paschabot_projects_its_points() {
    let setup = Setup::solo(
        Solo {
            opponent: Opponent::Lazy,
            ..Solo::default()
        },
        3,
    );
    let g = Game::new(setup).unwrap();
    let p = paschabot_projection(g.catalog(), g.state()).unwrap();
    assert_eq!(p.total(), g.state().player(PASCHABOT).score as f64);
    assert!(
        paschabot_projection(g.catalog(), Game::new(Setup::new(2, 3)).unwrap().state()).is_none()
    );
}
