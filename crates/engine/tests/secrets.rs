//! Simultaneous setup decisions are secret until everybody has chosen.
//!
//! Rulebook (002, setup): every player arranges the storage keshis drawn for
//! them "in any order" and turns their audience disc; the engine offers these
//! to all players at once (`pending` lists every seat), so, as with the
//! secret selection, nobody may see another's choice before all have chosen.

use marrakesh_engine::*;

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for players in [2u8, 3, 4] {
        for edition in [Edition::Classic, Edition::Essential] {
            out.push(Setup {
                players,
                edition,
                seed: 500 + out.len() as u64,
                ..Setup::default()
            });
        }
    }
    out
}

/// Seat 0 takes its two secret setup steps, choosing the `k`-th legal
/// arrangement and the rotation `rotation`.
fn seat0_sets_up(setup: &Setup, k: usize, rotation: u8) -> Game {
    let mut g = Game::new(*setup).unwrap();
    let arrangements: Vec<Action> = g
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, Action::ArrangeStorage { .. }))
        .collect();
    assert!(
        arrangements.len() > 1,
        "several arrangements to choose from"
    );
    g.apply(0, arrangements[k % arrangements.len()]).unwrap();
    g.apply(0, Action::OrientDisc { rotation }).unwrap();
    g
}

#[test]
fn other_seats_views_do_not_depend_on_a_setup_choice_before_all_have_chosen() {
    for setup in setups() {
        let a = seat0_sets_up(&setup, 0, 0);
        let b = seat0_sets_up(&setup, 5, 5);
        assert_ne!(
            a.state().players[0].storage_keshis,
            b.state().players[0].storage_keshis,
            "the two arrangements differ"
        );
        for viewer in (1..setup.players).map(Some).chain([None]) {
            assert_eq!(
                a.view(viewer),
                b.view(viewer),
                "{viewer:?} sees seat 0's setup choice before all have chosen ({setup:?})"
            );
        }
        // Seat 0 sees its own choice.
        assert_ne!(a.view(Some(0)), b.view(Some(0)));
        assert_eq!(b.view(Some(0)).players[0].disc_rotation, 5);
        // Nor do the spectators facing seat 0's fields tell the others.
        let counts = |g: &Game, viewer| {
            (0..8)
                .map(|f| g.spectators(viewer, 0, f))
                .collect::<Vec<_>>()
        };
        for viewer in (1..setup.players).map(Some).chain([None]) {
            assert_eq!(counts(&a, viewer), counts(&b, viewer), "{viewer:?}");
        }
        assert_ne!(
            counts(&a, Some(0)),
            counts(&b, Some(0)),
            "seat 0 knows its disc"
        );
    }
}

#[test]
fn setup_choices_are_shown_once_everybody_has_chosen() {
    for setup in setups() {
        let mut g = seat0_sets_up(&setup, 5, 5);
        let chosen = g.state().players[0].storage_keshis;
        // Everybody else takes the first legal action until the setup ends.
        while g.state().phase == Phase::Setup {
            let (p, _) = *g
                .pending()
                .players
                .iter()
                .find(|(p, _)| *p != 0 || g.state().players[0].setup_done != 0b111)
                .unwrap();
            let a = g.legal_actions(p)[0];
            g.apply(p, a).unwrap();
        }
        let v = g.view(Some(1));
        assert_eq!(v.players[0].disc_rotation, 5);
        assert_eq!(v.players[0].storage_keshis, chosen);
    }
}

#[test]
fn a_determinized_world_does_not_keep_another_seats_setup_choice() {
    let setup = &setups()[2];
    let g = seat0_sets_up(setup, 5, 5);
    let rotations: std::collections::BTreeSet<u8> = (0..64)
        .map(|seed| g.determinize(Some(1), seed).state().players[0].disc_rotation)
        .collect();
    assert!(rotations.len() > 1, "seat 0's rotation is drawn anew");
    for seed in 0..16 {
        let d = g.determinize(Some(1), seed);
        assert_eq!(d.view(Some(1)), g.view(Some(1)), "same world from seat 1");
    }
}

/// `view` counts rounds from 0 to 3 everywhere, the end of the game and the
/// season scoring included (it showed round 4 there).
#[test]
fn rounds_count_from_0_to_3_in_every_view() {
    let mut g = Game::new(Setup::new(2, 9)).unwrap();
    let mut rng = Rng::new(3);
    let mut seen = std::collections::BTreeSet::new();
    loop {
        let v = g.view(None);
        assert!(v.round <= 3, "round {} in {:?}", v.round, v.phase);
        seen.insert(v.round);
        if g.is_over() {
            assert_eq!(v.round, 3, "the game ends in the last round");
            break;
        }
        let (p, _) = g.pending().players[0];
        let legal = g.legal_actions(p);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.apply(p, a).unwrap();
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), vec![0, 1, 2, 3]);
}

/// Outside the simultaneous phases (setup, secret selection, provision
/// reveal) one seat decides at a time, and its options follow from public
/// information only: they are the same in any world a spectator cannot tell
/// apart. So `marrakesh legal` may list them without `--player`.
#[test]
fn sequential_options_hold_nothing_hidden() {
    for (i, setup) in setups().into_iter().enumerate() {
        let mut g = Game::new(setup).unwrap();
        let mut rng = Rng::new(40 + i as u64);
        let mut checked = 0;
        while !g.is_over() {
            let pending = g.pending().players;
            let simultaneous = matches!(
                g.state().phase,
                Phase::Setup | Phase::Selection | Phase::ProvisionReveal
            );
            let (p, _) = pending[rng.below(pending.len() as u32) as usize];
            if !simultaneous {
                assert_eq!(pending.len(), 1, "one seat at a time");
                let legal = g.legal_actions(p);
                for seed in 0..2 {
                    let world = g.determinize(None, seed * 1000 + checked);
                    assert_eq!(
                        world.legal_actions(p),
                        legal,
                        "{:?} of P{p} depends on hidden information",
                        g.decision_for(p)
                    );
                }
                checked += 1;
            }
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, a).unwrap();
        }
        assert!(checked > 100);
    }
}
