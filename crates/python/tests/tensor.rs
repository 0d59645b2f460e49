//! The tensors: one fixed length, every number in [0, 1], and nothing but
//! the seat's view (and what the rules make public) in them.

use marrakesh_engine::{Phase, Rng};
use marrakesh_py::{tensor, test_setup, Table};

#[test]
fn tensors_have_one_length_and_range_and_depend_on_the_view_only() {
    let mut rng = Rng::new(11);
    let mut checked = 0;
    let mut differ_between_seats = 0;
    for i in 0..20 {
        let mut table = Table::new(test_setup(i), false).unwrap();
        let n = table.game().num_players();
        let mut step = 0;
        while let Some(p) = table.current_player() {
            if step % 7 == 0 {
                for viewer in 0..n {
                    let view = table.view(Some(viewer));
                    let t = table.observation(Some(viewer));
                    assert_eq!(t.len(), tensor::SIZE, "game {i} step {step}");
                    assert!(t.iter().all(|x| (0.0..=1.0).contains(x)), "game {i}");
                    // Another world behind the same view: the same tensor.
                    let other = table.determinize(viewer, rng.next_u32() as u64);
                    assert_eq!(
                        other.game().view(Some(viewer)),
                        table.game().view(Some(viewer))
                    );
                    assert_eq!(other.view(Some(viewer)), view);
                    assert_eq!(other.observation(Some(viewer)), t);
                    checked += 1;
                }
                let own = table.observation(Some(0));
                let other = table.observation(Some(1));
                differ_between_seats += (own != other) as u32;
            }
            let legal = table.legal_indices(p).unwrap();
            table
                .apply_index(p, legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            step += 1;
        }
        let t = table.observation(Some(0));
        assert_eq!(t.len(), tensor::SIZE);
    }
    assert!(checked > 1000, "{checked}");
    assert!(differ_between_seats > 100, "{differ_between_seats}");
}

/// Plays the first legal action until `stop`.
fn play_until(table: &mut Table, stop: impl Fn(&Table) -> bool) {
    while !stop(table) {
        let p = table.current_player().unwrap();
        let legal = table.legal_indices(p).unwrap();
        table.apply_index(p, legal[0]).unwrap();
    }
}

/// Hidden information changes the state but not the tensor: the other
/// seat's screen before the reveal.
#[test]
fn another_seats_secret_selection_is_not_in_the_tensor() {
    let mut table = Table::new(test_setup(0), false).unwrap();
    play_until(&mut table, |t| t.game().state().phase == Phase::Selection);
    let legal = table.legal_indices(0).unwrap();
    assert!(legal.len() > 1);
    let seen_by_1 = |n: u32| {
        let mut t = table.clone();
        t.apply_index(0, n).unwrap();
        (t.observation(Some(1)), t.observation(Some(0)))
    };
    let (a1, a0) = seen_by_1(legal[0]);
    let (b1, b0) = seen_by_1(legal[legal.len() - 1]);
    assert_eq!(a1, b1, "seat 1 must not see seat 0's selection");
    assert_ne!(a0, b0, "seat 0 sees its own selection");
}

/// Issue 40, item 13: what the rules make public is in every seat's
/// tensor: the keshis left behind another seat's screen (12 at a season's
/// start, minus the reveals) and the last round's revealed selections,
/// after the next round has begun.
#[test]
fn other_screens_and_last_selections_are_in_the_tensor() {
    let layout = tensor::layout();
    let at = |name: &str| layout.iter().find(|s| s.0 == name).unwrap().1;
    let seat_1 = at("seat_1");
    let last = at("last_selection");
    // The screen's bits in a seat's section: after the flag, score (1 +
    // categories), resources (3) and the screen flag.
    let mut table = Table::new(test_setup(0), false).unwrap();
    // The second round's selection: one reveal behind.
    play_until(&mut table, |t| {
        let st = t.game().state();
        st.phase == Phase::Selection && st.round == 1
    });
    let seat1_screen = table.game().state().player(1).screen;
    assert_eq!(seat1_screen.len(), 9);
    let t = table.observation(Some(0));
    let view = table.view(Some(0));
    assert_eq!(view.players[1].screen, Some(seat1_screen));
    let p = table.view(Some(0)).players[1].clone();
    let _ = p;
    // The last selection of seat 1 (relative seat 1 for viewer 0).
    let revealed = table.memory().last_selection[1];
    assert_eq!(revealed.count_ones(), 3);
    assert_eq!(
        revealed & seat1_screen.0,
        0,
        "revealed keshis left the screen"
    );
    for c in 0..12 {
        let bit = t[last + 12 + c];
        assert_eq!(bit == 1.0, revealed & (1 << c) != 0, "colour {c}");
    }
    // Seat 1's screen bits somewhere in its section equal the screen.
    let section = &t[seat_1..seat_1 + 200];
    let bits: Vec<f32> = (0..12)
        .map(|c| {
            if seat1_screen.0 & (1 << c) != 0 {
                1.0
            } else {
                0.0
            }
        })
        .collect();
    assert!(section.windows(12).any(|w| w == bits.as_slice()));
    // Public: the same in a possible world, and for a spectator.
    let other = table.determinize(0, 99);
    assert_eq!(other.observation(Some(0)), t);
    assert_eq!(other.memory().last_selection, table.memory().last_selection);
    assert_eq!(table.view(None).players[1].screen, Some(seat1_screen));
}

/// Issue 40, item 14: a possible world keeps the seat's own decisions and
/// none of the others' (their secret choices are not in its history).
#[test]
fn a_possible_world_keeps_no_other_seats_decisions() {
    let mut table = Table::new(test_setup(1), false).unwrap();
    // Through a secret selection of every seat and into the next one.
    play_until(&mut table, |t| {
        let st = t.game().state();
        st.phase == Phase::Selection && st.round == 1 && t.current_player() == Some(1)
    });
    let world = table.determinize(1, 5);
    assert_eq!(world.history().len(), table.history().len());
    for ((p, a), (q, b)) in world.history().iter().zip(table.history()) {
        assert_eq!(p, q);
        if *p == 1 {
            assert_eq!(a, b);
        } else {
            assert_eq!(*a, None, "seat {p}'s decision kept in seat 1's world");
        }
    }
    assert!(world.record().is_none());
    assert!(table.record().is_some());
}

/// Perfect recall: two worlds behind the same view with the same history
/// of views share the digest; another seat's hidden choice does not
/// change it, the seat's own does.
#[test]
fn perfect_recall_digests_follow_what_the_seat_saw() {
    let mut table = Table::new(test_setup(0), true).unwrap();
    play_until(&mut table, |t| t.game().state().phase == Phase::Selection);
    let legal = table.legal_indices(0).unwrap();
    let after = |n: u32| {
        let mut t = table.clone();
        t.apply_index(0, n).unwrap();
        t
    };
    let a = after(legal[0]);
    let b = after(legal[legal.len() - 1]);
    assert_eq!(a.recall_digest(Some(1)), b.recall_digest(Some(1)));
    assert_eq!(a.recall_digest(None), b.recall_digest(None));
    assert_ne!(a.recall_digest(Some(0)), b.recall_digest(Some(0)));
    let world = a.determinize(1, 3);
    assert_eq!(world.recall_digest(Some(1)), a.recall_digest(Some(1)));
    assert_eq!(world.view_json(Some(1), true), a.view_json(Some(1), true));
    assert!(Table::new(test_setup(0), false)
        .unwrap()
        .recall_digest(Some(0))
        .is_err());
}
