//! `Event::reveals_nothing`: an action whose events are all on that list
//! may be taken back (the server's undo, online-play.md (d)), so it must
//! show nobody anything they could not see before and draw nothing: for
//! every viewer, the same action applied to any world drawn behind that
//! viewer's view of the game before it (`determinize`) gives that viewer
//! exactly the view it has of the real game after it.

use marrakesh_engine::*;

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for players in [2u8, 3, 4] {
        for modules in [Modules::default(), Modules::ALL] {
            out.push(Setup {
                players,
                seed: 400 + out.len() as u64,
                modules,
                ..Setup::default()
            });
        }
    }
    out.push(Setup {
        edition: Edition::Essential,
        seed: 431,
        ..Setup::default()
    });
    for (k, opponent) in [Opponent::Paschabot, Opponent::Lazy]
        .into_iter()
        .enumerate()
    {
        out.push(Setup {
            modules: Modules::ALL.for_solo(),
            ..Setup::solo(
                Solo {
                    opponent,
                    difficulty: Difficulty::default(),
                },
                91 + k as u64,
            )
        });
    }
    out
}

#[test]
fn an_action_whose_events_reveal_nothing_looks_the_same_in_every_world() {
    let mut rng = Rng::new(17);
    let (mut checked, mut clean, mut revealing, mut refills) = (0usize, 0usize, 0usize, 0usize);
    for setup in setups() {
        let mut g = Game::new(setup).unwrap();
        let mut steps = 0;
        while !g.is_over() {
            let pending = g.pending();
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            let before = g.clone();
            let events = g.apply(p, a).unwrap();
            steps += 1;
            assert!(steps < 10_000, "the game does not end");
            if !events.iter().all(Event::reveals_nothing) {
                revealing += 1;
                continue;
            }
            // The end of a turn refills the scroll and luxury displays
            // from their face-down stacks without an event (the rulebook's
            // "new luxury goods are revealed only at the end of the
            // player's turn"): undo must catch that by its cross-check in
            // determinized worlds, not by the events.
            let (b, a_) = (before.view(None).board, g.view(None).board);
            if b.scrolls != a_.scrolls || b.luxury != a_.luxury {
                refills += 1;
                continue;
            }
            clean += 1;
            let viewers = (0..g.num_players()).map(Some).chain(std::iter::once(None));
            for v in viewers {
                let want = g.view(v);
                for w in 0..3u64 {
                    let mut world = before.determinize(v, rng.below(u32::MAX) as u64 + w);
                    // The actor's own hidden things differ in a world drawn
                    // for another viewer; the action may not fit there.
                    if world.apply(p, a).is_err() {
                        assert_ne!(v, Some(p), "{a:?} fits the actor's own world");
                        continue;
                    }
                    assert!(
                        world.view(v) == want,
                        "{setup:?}: {a:?} by {p} (events {events:?}) shows viewer {v:?} something that depends on what it could not see"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(
        clean > 1000 && revealing > 100 && refills > 10 && checked > 5000,
        "{clean} clean actions, {revealing} revealing, {refills} refills, {checked} worlds checked"
    );
}

#[test]
fn reveals_and_draws_are_not_on_the_list() {
    let reveals = [
        Event::SelectionRevealed {
            player: 0,
            keshis: [Colour::Turquoise; 3],
        },
        Event::TowerThrown {
            thrown: 3,
            came_out: [0; 12],
        },
        Event::OasisDiscovered {
            player: 0,
            slot: 0,
            oasis: OasisId(1),
        },
        Event::StrategyTileRevealed { tile: 0 },
        Event::SeasonEnded { season: 1 },
        // Special buildings: each player draws start scrolls only they see.
        Event::StartScrollsDrawn { player: 0 },
    ];
    for e in reveals {
        assert!(!e.reveals_nothing(), "{e:?}");
    }
    assert!(Event::KeshisSelected { player: 1 }.reveals_nothing());
}
