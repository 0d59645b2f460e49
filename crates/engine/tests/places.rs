//! The players' places at the end (`Game::places`, what ratings use): the
//! order of the winners, "most points, then further on the palace, then
//! the mosque", every place given; players still tied share a place and
//! the next place is skipped; in a solo game the winner is first.

mod common;
use common::{any_action, play_out};
use marrakesh_engine::{Game, Setup, Solo};

/// What orders two players at the end, from their score pads.
fn key(g: &Game, p: usize) -> (i16, u8, u8) {
    let s = &g.scores()[p];
    (s.total, s.palace_step, s.mosque_step)
}

#[test]
fn places_follow_points_then_palace_then_mosque() {
    for players in 2..=4u8 {
        for seed in 0..4u64 {
            let setup = Setup::new(players, seed);
            let g = play_out(setup, 44, 1_000_000, 100_000, any_action, |_, _, _| {});
            let places = g.places();
            assert_eq!(places.len(), usize::from(players));
            let winners = g.winners();
            for p in 0..usize::from(players) {
                assert_eq!(
                    places[p] == 1,
                    winners.contains(&(p as u8)),
                    "the first are the winners: {places:?} {winners:?}"
                );
                let better = (0..usize::from(players))
                    .filter(|q| key(&g, *q) > key(&g, p))
                    .count();
                assert_eq!(usize::from(places[p]), 1 + better, "{places:?}");
            }
        }
    }
}

#[test]
fn no_places_before_the_end_and_the_solo_winner_first() {
    let g = Game::new(Setup::new(2, 1)).unwrap();
    assert!(g.places().is_empty());
    let setup = Setup::solo(Solo::default(), 3);
    let g = play_out(setup, 44, 1_000_000, 100_000, any_action, |_, _, _| {});
    let winners = g.winners();
    let places = g.places();
    assert_eq!(places.len(), 2);
    for (p, place) in places.iter().enumerate() {
        let first = winners.contains(&(p as u8));
        assert_eq!(*place, if first { 1 } else { 2 }, "{places:?} {winners:?}");
    }
}
