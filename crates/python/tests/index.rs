//! The global action index is a bijection between the legal actions of a
//! position and their numbers, in many seeded games with every module.

use marrakesh_engine::{Action, Rng};
use marrakesh_py::{index, test_setup, Table};
use std::collections::HashSet;

/// Two actions the rules treat alike: equal, or the same 3 provision tiles
/// kept in another order.
fn same(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::KeepProvisionTiles { tiles: x }, Action::KeepProvisionTiles { tiles: y }) => {
            let (mut x, mut y) = (*x, *y);
            x.sort();
            y.sort();
            x == y
        }
        _ => a == b,
    }
}

#[test]
fn legal_actions_and_their_numbers_are_a_bijection() {
    let mut rng = Rng::new(30);
    let mut positions = 0;
    let mut numbers_seen = HashSet::new();
    for i in 0..40 {
        let mut table = Table::new(test_setup(i), false).unwrap();
        while let Some(p) = table.current_player() {
            let legal = table.game().legal_actions(p);
            let numbered = table.legal(p).unwrap_or_else(|e| panic!("game {i}: {e}"));
            assert_eq!(numbered.len(), legal.len());
            let mut distinct = HashSet::new();
            for (n, a) in &numbered {
                assert!(*n < index::NUM_ACTIONS);
                assert!(
                    distinct.insert(*n),
                    "game {i}: two legal actions numbered {n}"
                );
                let canonical = index::decode(*n).unwrap();
                assert!(same(&canonical, a), "{canonical:?} vs {a:?}");
                assert_eq!(table.action_of(p, *n), Some(*a));
                numbers_seen.insert(*n);
            }
            // Sorted, as OpenSpiel wants.
            assert!(numbered.windows(2).all(|w| w[0].0 < w[1].0));
            // Every other seat has nothing to decide or its own list.
            let (n, _) = numbered[rng.below(numbered.len() as u32) as usize];
            table.apply_index(p, n).unwrap();
            positions += 1;
        }
        assert!(table.game().is_over());
        // Numbers that are not legal are refused, and the game is unchanged.
    }
    assert!(positions > 5_000, "{positions}");
    assert!(numbers_seen.len() > 1_000, "{}", numbers_seen.len());
}

/// The greedy bot reaches other positions than random play (it buys,
/// stores and pays more): its games too, with every module.
#[test]
fn greedy_games_are_covered_too() {
    for i in [0, 1, 2, 3, 11, 12] {
        let mut table = Table::new(test_setup(i), false).unwrap();
        let mut bot = marrakesh_bots::BotKind::Greedy.create(i);
        while let Some(p) = table.current_player() {
            let numbered = table.legal(p).unwrap_or_else(|e| panic!("game {i}: {e}"));
            let distinct: HashSet<u32> = numbered.iter().map(|(n, _)| *n).collect();
            assert_eq!(distinct.len(), numbered.len());
            let a = bot.choose(table.game(), p).unwrap();
            let n = index::encode(&a).unwrap();
            assert_eq!(table.action_of(p, n), Some(a));
            table.apply(p, a).unwrap();
        }
    }
}

#[test]
fn a_number_that_is_not_legal_changes_nothing() {
    let mut table = Table::new(test_setup(2), false).unwrap();
    let p = table.current_player().unwrap();
    let legal = table.legal_indices(p).unwrap();
    let illegal = (0..index::NUM_ACTIONS)
        .find(|n| !legal.contains(n))
        .unwrap();
    let before = table.game().state_json();
    assert!(table.apply_index(p, illegal).is_err());
    assert!(table.apply_index(p, index::NUM_ACTIONS).is_err());
    assert_eq!(table.game().state_json(), before);
    assert!(table.history().is_empty());
}

/// A played game's record replays to the same game.
#[test]
fn records_replay() {
    let mut table = Table::new(test_setup(7), false).unwrap();
    table.random_playout(3).unwrap();
    let back = Table::from_record(&table.record().unwrap(), false).unwrap();
    assert_eq!(back.game(), table.game());
    assert_eq!(back.game().scores(), table.game().scores());
}
