//! Helpers shared by the engine's test files: a listed action applied,
//! a provision tile by its effect, positions for the nomads' tests (`nomads.rs`, `spectator_nomads.rs`: a game set up, then put at a
//! phase by hand), the setup of the hand-set positions in `modules.rs` and
//! `new_provisions.rs`, and the random play-out of the module tests
//! (`modules.rs`, `camel_race.rs`, `special_buildings.rs`).

// Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use marrakesh_engine::*;

/// The setup of the hand-set positions in `modules.rs` and
/// `new_provisions.rs`: no tower (no luck in the throw), the first game's
/// river tiles, player 0 starts.
pub fn setup(players: u8, modules: Modules) -> Setup {
    Setup {
        players,
        seed: 5,
        tower: TowerSetting::NoTower,
        river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
        start_player: Some(0),
        modules,
        ..Setup::default()
    }
}

/// Applies `a`, which must be among `p`'s listed actions.
#[track_caller]
pub fn act(g: &mut Game, p: PlayerId, a: Action) -> Vec<Event> {
    let legal = g.legal_actions(p);
    assert!(legal.contains(&a), "{a:?} not in {legal:?}");
    g.apply(p, a).unwrap()
}

/// The provision tile with this effect.
pub fn provision_tile(g: &Game, effect: ProvisionEffect) -> ProvisionId {
    g.catalog()
        .provision_tiles
        .iter()
        .find(|t| t.effect == Some(effect))
        .unwrap_or_else(|| panic!("no tile {effect:?}"))
        .id
}

/// A fresh state with every setup decision taken.
pub fn fresh(s: Setup) -> State {
    let mut g = Game::new(s).unwrap();
    while g.state().phase == Phase::Setup {
        let (p, _) = g.pending().players[0];
        let a = g.legal_actions(p)[0];
        g.apply(p, a).unwrap();
    }
    *g.state()
}

/// Phase 1 done: every player selected `selection` (one colour each, no
/// red) and placed assistants there; the tower is thrown next.
pub fn before_throw(s: Setup, selection: [Colour; 3], arrange: impl FnOnce(&mut State)) -> Game {
    let mut st = fresh(s);
    st.phase = Phase::PlaceAssistants;
    st.turn = 0;
    st.start_player = 0;
    st.agenda.clear();
    for p in 0..st.num_players as usize {
        let pl = &mut st.players[p];
        pl.selection = selection.into_iter().collect();
        pl.screen.0 &= !pl.selection.0;
        pl.assistants = BVec::from_slice(&selection.map(|c| c.sector().unwrap())).unwrap();
    }
    arrange(&mut st);
    Game::from_state(s, st).unwrap()
}

/// A position where player 0 uses its assistants in `sectors`.
pub fn assistant_turn(s: Setup, sectors: &[Sector], arrange: impl FnOnce(&mut State)) -> Game {
    assistant_turn_from(fresh(s), s, sectors, arrange)
}

/// `st` put at player 0's assistant turn in `sectors`, then `arrange`d.
pub fn assistant_turn_from(
    mut st: State,
    s: Setup,
    sectors: &[Sector],
    arrange: impl FnOnce(&mut State),
) -> Game {
    to_assistant_turn(&mut st, sectors);
    arrange(&mut st);
    Game::from_state(s, st).unwrap()
}

/// Phase 3 of the first player's turn, player 0 starting: nothing pending,
/// no selection, and player 0 with assistants in `sectors` (the others
/// without).
pub fn to_assistant_turn(st: &mut State, sectors: &[Sector]) {
    st.phase = Phase::UseAssistants;
    st.turn = 0;
    st.start_player = 0;
    st.agenda.clear();
    for p in 0..st.num_players as usize {
        st.players[p].assistants.clear();
        st.players[p].selection = ColourSet::EMPTY;
    }
    st.players[0].assistants = BVec::from_slice(sectors).unwrap();
}

/// A random game of `s` played to its end: at each step a random pending
/// player plays the action `choose` picks from its listed ones, both drawn
/// from `Rng::new(s.seed ^ salt)`; no action fails and the game ends within
/// `max_steps`. Every `every` steps the state and the player's view survive
/// a JSON round trip, then `check(game, player, step)` runs. At the end
/// every score sheet adds up to its total and the record replays to the
/// same state. Returns the finished game.
pub fn play_out(
    s: Setup,
    salt: u64,
    every: u32,
    max_steps: u32,
    mut choose: impl FnMut(&[Action], &mut Rng) -> Action,
    mut check: impl FnMut(&Game, PlayerId, u32),
) -> Game {
    let mut g = Game::new(s).unwrap();
    let mut rng = Rng::new(s.seed ^ salt);
    let mut record = Record::new(s);
    let mut steps = 0u32;
    while !g.is_over() {
        let pending = g.pending();
        let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
        let acts = g.legal_actions(p);
        let a = choose(&acts, &mut rng);
        g.apply(p, a).unwrap_or_else(|e| panic!("{s:?}: {e}"));
        record.actions.push((p, a));
        steps += 1;
        assert!(steps < max_steps, "{s:?} does not end");
        if steps.is_multiple_of(every) {
            let back = Game::from_state_json(&g.state_json()).unwrap();
            assert_eq!(back.state(), g.state(), "{s:?}");
            let v = serde_json::to_string(&g.view(Some(p))).unwrap();
            let w: View = serde_json::from_str(&v).unwrap();
            assert_eq!(w, g.view(Some(p)));
            check(&g, p, steps);
        }
    }
    for sheet in g.scores() {
        let sum: i16 = sheet.categories.iter().map(|(_, v)| *v).sum();
        assert_eq!(sum, sheet.total, "{s:?}");
    }
    assert_eq!(record.replay().unwrap().state(), g.state(), "{s:?}");
    g
}

/// Any listed action, uniformly.
pub fn any_action(acts: &[Action], rng: &mut Rng) -> Action {
    acts[rng.below(acts.len() as u32) as usize]
}
