//! `Game::determinize`: a possible world behind a player's view. It must look
//! the same from that seat (the view, legal actions included, is unchanged),
//! be a valid game that plays on to the end, and really draw the hidden
//! parts anew.

use marrakesh_engine::*;

/// Setups over player counts, editions, modules and solo play.
fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for (i, players) in [2u8, 3, 4].into_iter().enumerate() {
        for edition in [Edition::Classic, Edition::Essential] {
            for modules in [Modules::default(), Modules::ALL] {
                out.push(Setup {
                    players,
                    edition,
                    seed: 1000 + i as u64 * 10 + out.len() as u64,
                    modules,
                    ..Setup::default()
                });
            }
        }
    }
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
                77 + k as u64,
            )
        });
    }
    out
}

/// Plays `g` to its end with random legal actions.
fn play_out(mut g: Game, rng: &mut Rng) -> Game {
    let mut steps = 0;
    while !g.is_over() {
        let pending = g.pending();
        assert!(!pending.is_empty(), "nobody to decide in a running game");
        let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
        let legal = g.legal_actions(p);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.apply(p, a)
            .unwrap_or_else(|e| panic!("listed action {a:?} of {p} failed: {e}"));
        steps += 1;
        assert!(steps < 10_000, "the game does not end");
    }
    g
}

/// The hidden parts a determinization may change.
fn hidden_parts(st: &State) -> String {
    let oases: Vec<_> = st.players[..st.n()]
        .iter()
        .map(|p| p.oasis_slots.map(|s| s.oasis))
        .collect();
    let provisions: Vec<_> = st.players[..st.n()]
        .iter()
        .map(|p| p.provision.map(|s| s.tile))
        .collect();
    let scrolls: Vec<Vec<ScrollId>> = st
        .scrolls
        .iter()
        .flat_map(|r| r.stacks.iter().map(|s| s.iter().copied().collect()))
        .collect();
    format!("{oases:?} {provisions:?} {scrolls:?}")
}

#[test]
fn a_determinized_game_looks_the_same_and_plays_on() {
    let mut rng = Rng::new(5);
    let mut changed = 0;
    let mut checked = 0;
    for setup in setups() {
        let mut g = Game::new(setup).unwrap();
        let mut step = 0u32;
        while !g.is_over() {
            if step.is_multiple_of(37) {
                let viewers: Vec<Option<PlayerId>> = std::iter::once(None)
                    .chain((0..g.num_players()).map(Some))
                    .collect();
                for v in viewers {
                    let seed = rng.below(u32::MAX) as u64;
                    let d = g.determinize(v, seed);
                    assert_eq!(
                        d.view(v),
                        g.view(v),
                        "{setup:?} step {step}: viewer {v:?} sees a difference"
                    );
                    assert_eq!(d.pending(), g.pending(), "{setup:?} step {step}");
                    let back = Game::from_state(setup, *d.state())
                        .unwrap_or_else(|e| panic!("{setup:?} step {step}: invalid: {e}"));
                    assert_eq!(back.state(), d.state(), "{setup:?} step {step}");
                    assert_eq!(d, g.determinize(v, seed), "the same seed, the same world");
                    if hidden_parts(d.state()) != hidden_parts(g.state()) {
                        changed += 1;
                    }
                    checked += 1;
                    if step.is_multiple_of(111) {
                        let end = play_out(d, &mut rng);
                        assert!(end.is_over());
                    }
                }
            }
            let pending = g.pending();
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, a).unwrap();
            step += 1;
        }
    }
    // Oases stay hidden on the paths all game and stacks are rarely empty:
    // nearly every world differs from the real one.
    assert!(
        changed * 10 >= checked * 9,
        "only {changed} of {checked} determinized games differ in a hidden part"
    );
}

/// What a player knows stays: their own provision tiles, every discovered
/// oasis, their own selection.
#[test]
fn what_the_viewer_knows_is_kept() {
    let setup = Setup::new(3, 8);
    let mut g = Game::new(setup).unwrap();
    // Into the first selection: seats 0 and 1 choose, seat 2 not yet.
    while g.state().phase != Phase::Selection {
        let (p, _) = g.pending().players[0];
        let a = g.legal_actions(p)[0];
        g.apply(p, a).unwrap();
    }
    for p in [0, 1] {
        let a = g.legal_actions(p)[0];
        g.apply(p, a).unwrap();
    }
    let mut other_selection_changed = false;
    for seed in 0..40 {
        let d = g.determinize(Some(0), seed);
        let (real, world) = (g.state(), d.state());
        assert_eq!(world.players[0].provision, real.players[0].provision);
        assert_eq!(world.players[0].selection, real.players[0].selection);
        assert_eq!(world.players[0].screen, real.players[0].screen);
        let p1 = (real.players[1], world.players[1]);
        assert_eq!(p1.0.selection.len(), p1.1.selection.len());
        assert_eq!(p1.0.screen, p1.1.screen);
        assert_eq!(
            p1.1.selection.0 & !p1.1.screen.0,
            0,
            "selected from the screen"
        );
        other_selection_changed |= p1.0.selection != p1.1.selection;
    }
    assert!(
        other_selection_changed,
        "seat 1's secret selection is never drawn anew"
    );
}
