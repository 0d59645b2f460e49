//! `has_no_effect`: a choice marked "no effect" really changes nothing of
//! the seat's standing when played on the real game (score, resources
//! other than a water vendor's water, goods, scrolls, stairs, fisherman),
//! and such choices occur in ordinary games.

use marrakesh_describe::has_no_effect;
use marrakesh_engine::{Action, Decision, Game, Modules, Rng, Setup};

#[test]
fn a_choice_marked_no_effect_changes_nothing_of_the_seats_standing() {
    let mut rng = Rng::new(3);
    let (mut marked, mut uses) = (0, 0);
    for seed in 0..12u64 {
        let modules = if seed % 2 == 0 {
            Modules::default()
        } else {
            Modules::ALL
        };
        let mut g = Game::new(Setup {
            players: 2 + (seed % 3) as u8,
            seed: 900 + seed,
            modules,
            ..Setup::default()
        })
        .unwrap();
        while !g.is_over() {
            let pending = g.pending();
            let (p, d) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = g.legal_actions(p);
            if d == Decision::UseAssistant {
                for &a in &legal {
                    uses += 1;
                    if !has_no_effect(&g, p, a, seed) {
                        continue;
                    }
                    marked += 1;
                    let Action::UseAssistant { .. } = a else {
                        panic!("only assistant uses are marked: {a:?}");
                    };
                    let mut after = g.clone();
                    after.apply(p, a).unwrap();
                    let (b, x) = (
                        &g.view(Some(p)).players[p as usize],
                        &after.view(Some(p)).players[p as usize],
                    );
                    let vendor = b.water_vendors.len() != x.water_vendors.len()
                        || b.resources.water != x.resources.water;
                    if !vendor {
                        assert_eq!(b.score, x.score, "{a:?} marked no effect scores");
                    }
                    let (mut rb, mut rx) = (b.resources, x.resources);
                    rb.water = 0;
                    rx.water = 0;
                    assert_eq!(rb, rx, "{a:?} marked no effect changes resources");
                    assert_eq!(b.scrolls, x.scrolls, "{a:?} marked no effect takes scrolls");
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, a).unwrap();
        }
    }
    assert!(
        marked > 0 && uses > 100,
        "{marked} of {uses} assistant uses marked"
    );
}
