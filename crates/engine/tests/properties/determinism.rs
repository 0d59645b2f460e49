//! Records replay to the same game; saving and loading anywhere changes nothing; JSON round trips.

use crate::*;

pub(crate) fn serde_round_trip<T>(x: &T, what: &str, play: &Play)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
{
    let json = match serde_json::to_string(x) {
        Ok(j) => j,
        Err(e) => play.fail(&format!("{what} does not serialise: {e}: {x:?}")),
    };
    let back: T = match serde_json::from_str(&json) {
        Ok(b) => b,
        Err(e) => play.fail(&format!("{what} does not deserialise: {e}: {json}")),
    };
    if &back != x {
        play.fail(&format!(
            "{what} changes in a JSON round trip: {x:?} -> {json} -> {back:?}"
        ));
    }
}

pub(crate) fn games_are_deterministic_and_survive_saving(setups: Vec<Setup>) {
    for setup in setups {
        let (players, seed) = (setup.players, setup.seed);
        {
            let mut play = Play::new(setup);
            let mut aux = Rng::new(seed ^ AUX);
            let mut all_events = Vec::new();
            while !play.game.is_over() {
                let (_, a, events) = play.step();
                serde_round_trip(&a, "an action", &play);
                for e in &events {
                    serde_round_trip(e, "an event", &play);
                }
                all_events.push(events);
                for (_, d) in play.game.pending().players {
                    serde_round_trip(&d, "a decision", &play);
                }
                if aux.below(15) == 0 {
                    // Saved and loaded, the game is the same.
                    let json = play.game.state_json();
                    match Game::from_state_json(&json) {
                        Ok(g) => {
                            if g != play.game || g.state_json() != json {
                                play.fail("game differs after a state JSON round trip");
                            }
                        }
                        Err(e) => play.fail(&format!("saved game does not load: {e}")),
                    }
                    // So are views and pending decisions.
                    for v in std::iter::once(None).chain((0..players).map(Some)) {
                        serde_round_trip(&play.game.view(v), "a view", &play);
                    }
                    serde_round_trip(&play.game.pending(), "pending decisions", &play);
                    serde_round_trip(&play.game.scores(), "score sheets", &play);
                }
            }
            play.check_end();
            let final_state = *play.game.state();
            let final_scores = play.game.scores();
            serde_round_trip(&final_scores, "final score sheets", &play);
            serde_round_trip(&play.record, "the record", &play);
            serde_round_trip(&setup, "the setup", &play);
            // The record replays to the same game.
            match play.record.replay() {
                Ok(g) => {
                    if *g.state() != final_state || g.scores() != final_scores {
                        play.fail("the replayed record ends in another state");
                    }
                }
                Err(e) => play.fail(&format!("the record does not replay: {e}")),
            }
            // The same seed and choices give the same game, event for event.
            let mut again = Play::new(setup);
            let mut k = 0;
            while !again.game.is_over() {
                let (_, _, events) = again.step();
                if all_events.get(k) != Some(&events) {
                    again.fail("the same seed and choices gave other events");
                }
                k += 1;
            }
            if again.record != play.record || *again.game.state() != final_state {
                again.fail("the same seed and choices gave another game");
            }
            // Replaying with save/load cycles on the way gives the same game.
            let mut g = Game::new(setup).expect("setup");
            for (i, (p, a)) in play.record.actions.iter().enumerate() {
                if aux.below(40) == 0 {
                    g = Game::from_state_json(&g.state_json()).unwrap_or_else(|e| {
                        panic!("reload at action {i} failed: {e}\n  at {}", play.loc())
                    });
                }
                if let Err(e) = g.apply_quiet(*p, *a, Start::Here) {
                    panic!(
                        "action {i} {a:?} fails after reloads: {e}\n  at {}",
                        play.loc()
                    );
                }
            }
            if *g.state() != final_state {
                play.fail("saving and loading on the way changed the game");
            }
        }
    }
}

#[test]
pub(crate) fn games_are_deterministic_and_survive_saving_classic() {
    games_are_deterministic_and_survive_saving(base_setups(Edition::Classic, 3000, 5 * scale()));
}

#[test]
pub(crate) fn games_are_deterministic_and_survive_saving_essential() {
    games_are_deterministic_and_survive_saving(base_setups(Edition::Essential, 3000, 5 * scale()));
}

#[test]
pub(crate) fn games_are_deterministic_and_survive_saving_with_modules_and_solo() {
    games_are_deterministic_and_survive_saving(module_and_solo_setups(3500, 3 * scale()));
}

#[test]
pub(crate) fn different_seeds_give_different_games() {
    // A weak sanity check that the seed matters at all.
    let a = play_quick(make_setup(3, Edition::Classic, TowerSetting::B1, 1));
    let b = play_quick(make_setup(3, Edition::Classic, TowerSetting::B1, 2));
    let ga = a.replay().expect("replay");
    let gb = b.replay().expect("replay");
    assert_ne!(ga.state(), gb.state());
    // Two fresh games from the same setup are equal.
    let s = make_setup(4, Edition::Essential, TowerSetting::B2, 77);
    assert_eq!(Game::new(s).expect("setup"), Game::new(s).expect("setup"));
}
