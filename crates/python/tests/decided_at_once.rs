//! A choice made at once and in secret (the selection, the setup's choices,
//! both provision choices) is neither in another seat's tensor nor in its
//! information state (with perfect recall) until the last seat has chosen
//! (issue 40, item 1; the engine's view is checked by
//! `crates/engine/tests/decided_at_once.rs`).

use marrakesh_engine::Rng;
use marrakesh_py::{test_setup, Table};

#[test]
fn another_seats_tensor_and_information_state_are_the_same_whatever_the_first_seat_chose() {
    let mut rng = Rng::new(40);
    let mut checked = 0;
    for i in [0u64, 1, 2, 5, 10, 11, 12] {
        let mut table = Table::new(test_setup(i), true).unwrap();
        while !table.game().is_over() {
            let pending = table.game().pending();
            if pending.players.len() >= 2 {
                let (p, d) = pending.players[0];
                let legal = table.game().legal_actions(p);
                let mut seen: Option<Vec<(Vec<f32>, String)>> = None;
                for a in legal.iter().step_by((legal.len() / 4).max(1)).take(4) {
                    let mut t2 = table.clone();
                    t2.apply(p, *a).unwrap();
                    if !t2.game().pending().players.iter().any(|(q, _)| *q != p) {
                        break;
                    }
                    let others: Vec<(Vec<f32>, String)> = (0..table.game().num_players())
                        .filter(|q| *q != p)
                        .map(|q| {
                            (
                                t2.observation(Some(q)),
                                t2.view_json(Some(q), true).unwrap(),
                            )
                        })
                        .collect();
                    match &seen {
                        None => seen = Some(others),
                        Some(s0) => {
                            for (x, y) in s0.iter().zip(&others) {
                                assert!(
                                    x.0 == y.0,
                                    "another seat's tensor shows what seat {p} chose at {d:?} (game {i})"
                                );
                                assert!(
                                    x.1 == y.1,
                                    "another seat's information state shows what seat {p} chose at \
                                     {d:?} (game {i})"
                                );
                            }
                            checked += 1;
                        }
                    }
                }
            }
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = table.game().legal_actions(p);
            table
                .apply(p, legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(checked > 100, "only {checked} choices compared");
}
