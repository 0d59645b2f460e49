//! A choice made at once and in secret (the selection, the setup's choices,
//! both provision choices) is not in another seat's tensor until the last
//! seat has chosen (issue 40, item 1; the engine's view is checked by
//! `crates/engine/tests/decided_at_once.rs`).

use marrakesh_engine::{Game, Rng};
use marrakesh_py::{tensor, test_setup};

#[test]
fn another_seats_tensor_is_the_same_whatever_the_first_seat_chose() {
    let mut rng = Rng::new(40);
    let mut checked = 0;
    for i in [0u64, 1, 2, 5, 10, 11, 12] {
        let mut g = Game::new(test_setup(i)).unwrap();
        while !g.is_over() {
            let pending = g.pending();
            if pending.players.len() >= 2 {
                let (p, d) = pending.players[0];
                let legal = g.legal_actions(p);
                let mut seen: Option<Vec<Vec<f32>>> = None;
                for a in legal.iter().step_by((legal.len() / 4).max(1)).take(4) {
                    let mut g2 = g.clone();
                    g2.apply(p, *a).unwrap();
                    if !g2.pending().players.iter().any(|(q, _)| *q != p) {
                        break;
                    }
                    let tensors: Vec<Vec<f32>> = (0..g.num_players())
                        .filter(|q| *q != p)
                        .map(|q| tensor::encode(&g2.view(Some(q))))
                        .collect();
                    match &seen {
                        None => seen = Some(tensors),
                        Some(t0) => {
                            assert!(
                                *t0 == tensors,
                                "another seat's tensor shows what seat {p} chose at {d:?} (game {i})"
                            );
                            checked += 1;
                        }
                    }
                }
            }
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = g.legal_actions(p);
            g.apply(p, legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(checked > 100, "only {checked} choices compared");
}
