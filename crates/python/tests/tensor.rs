//! The tensors: one fixed length, every number in [0, 1], and nothing but
//! the seat's view in them.

use marrakesh_engine::Rng;
use marrakesh_py::{tensor, test_setup, Table};

#[test]
fn tensors_have_one_length_and_range_and_depend_on_the_view_only() {
    let mut rng = Rng::new(11);
    let mut checked = 0;
    let mut differ_between_seats = 0;
    for i in 0..20 {
        let mut table = Table::new(test_setup(i)).unwrap();
        let n = table.game().num_players();
        let mut step = 0;
        while let Some(p) = table.current_player() {
            if step % 7 == 0 {
                for viewer in 0..n {
                    let view = table.game().view(Some(viewer));
                    let t = tensor::encode(&view);
                    assert_eq!(t.len(), tensor::SIZE, "game {i} step {step}");
                    assert!(t.iter().all(|x| (0.0..=1.0).contains(x)), "game {i}");
                    // Another world behind the same view: the same tensor.
                    let other = table.determinize(viewer, rng.next_u32() as u64);
                    assert_eq!(other.game().view(Some(viewer)), view);
                    assert_eq!(tensor::encode(&other.game().view(Some(viewer))), t);
                    checked += 1;
                }
                let own = tensor::encode(&table.game().view(Some(0)));
                let other = tensor::encode(&table.game().view(Some(1)));
                differ_between_seats += (own != other) as u32;
            }
            let legal = table.legal_indices(p).unwrap();
            table
                .apply_index(p, legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            step += 1;
        }
        let t = tensor::encode(&table.game().view(Some(0)));
        assert_eq!(t.len(), tensor::SIZE);
    }
    assert!(checked > 1000, "{checked}");
    assert!(differ_between_seats > 100, "{differ_between_seats}");
}

/// Hidden information changes the state but not the tensor: the other
/// seat's screen before the reveal.
#[test]
fn another_seats_secret_selection_is_not_in_the_tensor() {
    let mut table = Table::new(test_setup(0)).unwrap();
    // Play to the first secret selection.
    while table.game().state().phase != marrakesh_engine::Phase::Selection {
        let p = table.current_player().unwrap();
        let legal = table.legal_indices(p).unwrap();
        table.apply_index(p, legal[0]).unwrap();
    }
    let legal = table.legal_indices(0).unwrap();
    assert!(legal.len() > 1);
    let seen_by_1 = |n: u32| {
        let mut t = table.clone();
        t.apply_index(0, n).unwrap();
        (
            tensor::encode(&t.game().view(Some(1))),
            tensor::encode(&t.game().view(Some(0))),
        )
    };
    let (a1, a0) = seen_by_1(legal[0]);
    let (b1, b0) = seen_by_1(legal[legal.len() - 1]);
    assert_eq!(a1, b1, "seat 1 must not see seat 0's selection");
    assert_ne!(a0, b0, "seat 0 sees its own selection");
}
