//! Positions shared by the nomads' tests (`nomads.rs`,
//! `spectator_nomads.rs`): a game set up, then put at a phase by hand.

use marrakesh_engine::*;

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
    let mut st = fresh(s);
    st.phase = Phase::UseAssistants;
    st.turn = 0;
    st.start_player = 0;
    st.agenda.clear();
    for p in 0..st.num_players as usize {
        st.players[p].assistants.clear();
        st.players[p].selection = ColourSet::EMPTY;
    }
    st.players[0].assistants = BVec::from_slice(sectors).unwrap();
    arrange(&mut st);
    Game::from_state(s, st).unwrap()
}
