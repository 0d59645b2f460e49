//! Every listed action applies, keeps the invariants, and the fast path
//! `apply_quiet` (on the game itself, or from another game with the right
//! place in the list, a wrong one or none) reaches the same state.

use crate::*;

pub(crate) fn every_listed_action_applies(setups: Vec<Setup>) {
    for setup in setups {
        let seed = setup.seed;
        {
            // Seeds 2 (mod 3) start with gifted scrolls.
            let mut play = Play::start(setup, seed % 3 == 2);
            let mut aux = Rng::new(seed ^ AUX);
            // Filled again and again by `Start::From`, from whatever it held.
            let mut scratch = play.game.clone();
            while !play.game.is_over() {
                // Every pending player, every listed action (a sample of
                // at most 30 when there are more).
                for (p, d) in play.game.pending().players {
                    let full = play.game.legal_actions(p);
                    let mut legal = full.clone();
                    if legal.len() > 20 {
                        aux.shuffle(&mut legal);
                        legal.truncate(20);
                    }
                    for a in legal {
                        let mut g = play.game.clone();
                        let events = match g.apply(p, a) {
                            Ok(ev) => ev,
                            Err(e) => play.fail(&format!(
                                "listed action {a:?} of player {p} for {d:?} failed: {e}"
                            )),
                        };
                        let mut t = play.tracker.clone();
                        let r = t
                            .observe(&g, (p, d, a), &events)
                            .and_then(|_| invariants(&g))
                            .and_then(|_| t.check(&g));
                        if let Err(e) = r {
                            play.fail(&format!(
                                "after the listed action {a:?} of player {p} for {d:?}: {e}"
                            ));
                        }
                        // The quiet path reaches the same state.
                        let mut q = play.game.clone();
                        if q.apply_quiet(p, a, Start::Here).is_err() || q != g {
                            play.fail(&format!("apply_quiet({p}, {a:?}) differs from apply"));
                        }
                        // So do the bots' look-ahead paths.
                        if scratch
                            .apply_quiet(p, a, Start::From(&play.game, None))
                            .is_err()
                            || scratch != g
                        {
                            play.fail(&format!("Start::From({p}, {a:?}) differs from apply"));
                        }
                        let at = full.iter().position(|b| *b == a).unwrap_or(0);
                        for hint in [at, (at + 1) % full.len()] {
                            if scratch
                                .apply_quiet(p, a, Start::From(&play.game, Some(hint)))
                                .is_err()
                                || scratch != g
                            {
                                play.fail(&format!(
                                    "Start::From at {hint} ({p}, {a:?}) differs from apply"
                                ));
                            }
                        }
                    }
                    // A place in the list lets no unlisted action through.
                    if !full.contains(&Action::Done)
                        && (scratch
                            .apply_quiet(p, Action::Done, Start::From(&play.game, Some(0)))
                            .is_ok()
                            || scratch != play.game)
                    {
                        play.fail("Start::From at a place took an unlisted action");
                    }
                    // Refused: the scratch game is a copy of the game.
                    let nobody = play.game.num_players() as PlayerId;
                    if scratch
                        .apply_quiet(nobody, Action::Done, Start::From(&play.game, None))
                        .is_ok()
                        || scratch != play.game
                    {
                        play.fail("a refused Start::From leaves no copy of the game");
                    }
                }
                play.step();
            }
            play.check_end();
        }
    }
}

#[test]
pub(crate) fn every_listed_action_applies_classic() {
    every_listed_action_applies(base_setups(Edition::Classic, 1000, 2 * scale()));
}

#[test]
pub(crate) fn every_listed_action_applies_essential() {
    every_listed_action_applies(base_setups(Edition::Essential, 1000, 2 * scale()));
}

#[test]
pub(crate) fn every_listed_action_applies_with_modules_and_solo() {
    every_listed_action_applies(module_and_solo_setups(1500, scale()));
}
