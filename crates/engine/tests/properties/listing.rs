//! How `apply` and `legal_actions` find the legal actions without listing
//! them afresh each time: the secret selection is checked directly, and the
//! list the engine made when it stopped at a decision is kept. Neither may
//! change which actions are legal.

use crate::*;

/// Every action of the selection's kind, legal or not: three colours in
/// any order, repeats included.
fn every_selection() -> Vec<Action> {
    let mut v = Vec::new();
    for a in Colour::ALL {
        for b in Colour::ALL {
            for c in Colour::ALL {
                v.push(Action::Select { keshis: [a, b, c] });
            }
        }
    }
    v
}

/// Plays each game and after every action: each pending player's listed
/// actions are the same on the game and on a copy of it (which lists them
/// afresh), and at each secret selection every triple of colours is
/// accepted exactly when it is listed ("select 3 of the hidden keshis from
/// behind their screen"), a refused one changing nothing.
fn fail(setup: &Setup, step: usize, what: String) -> ! {
    panic!("{what}\n  at step {step} of {setup:?}")
}

fn listing_is_exact(setups: Vec<Setup>) {
    let selections = every_selection();
    let mut checked = 0u64;
    for setup in setups {
        let mut game = Game::new(setup).expect("setup");
        let mut choices = Rng::new(setup.seed ^ CHOICES);
        for step in 0..MAX_STEPS {
            if game.is_over() {
                break;
            }
            for (p, d) in game.pending().players {
                let listed = game.legal_actions(p);
                let fresh = game.clone().legal_actions(p);
                if listed != fresh {
                    fail(
                        &setup,
                        step,
                        format!("player {p}'s kept list for {d:?} is {listed:?}, afresh {fresh:?}"),
                    );
                }
                if d != Decision::SelectKeshis {
                    continue;
                }
                let listed: HashSet<Action> = listed.into_iter().collect();
                for a in &selections {
                    let mut g = game.clone();
                    let accepted = g.apply_quiet(p, *a, Start::Here).is_ok();
                    if accepted != listed.contains(a) {
                        fail(
                            &setup,
                            step,
                            format!(
                                "selection {a:?} of player {p}: accepted {accepted}, listed {}",
                                listed.contains(a)
                            ),
                        );
                    }
                    if !accepted && g != game {
                        fail(
                            &setup,
                            step,
                            format!("refused selection {a:?} changed the game"),
                        );
                    }
                    checked += 1;
                }
            }
            let (p, _, a) = pick(&game, &mut choices).unwrap_or_else(|e| fail(&setup, step, e));
            if let Err(e) = game.apply_quiet(p, a, Start::Here) {
                fail(
                    &setup,
                    step,
                    format!("listed {a:?} of player {p} refused: {e}"),
                );
            }
        }
        assert!(game.is_over(), "game not over after {MAX_STEPS} decisions");
    }
    assert!(checked > 0, "no secret selection reached");
}

#[test]
fn listing_is_exact_classic_and_essential() {
    let mut setups = base_setups(Edition::Classic, 2600, 1);
    setups.extend(base_setups(Edition::Essential, 2600, 1));
    listing_is_exact(setups);
}

/// The base box's modules and solo games, and all eleven modules.
#[test]
fn listing_is_exact_with_modules_and_solo() {
    let mut setups = module_and_solo_setups(2700, 1);
    for players in 2..=4u8 {
        for edition in [Edition::Classic, Edition::Essential] {
            let seed = 2800 + players as u64 + 10 * u64::from(edition == Edition::Essential);
            setups.push(Setup {
                modules: Modules::ALL,
                ..make_setup(players, edition, TOWERS[(seed % 2) as usize], seed)
            });
        }
    }
    listing_is_exact(setups);
}
