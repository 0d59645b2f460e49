//! Decisions taken at once and in secret are seen by nobody else until the
//! last player has decided (issue 40, item 1).
//!
//! Whenever `pending` lists several players at once (the secret selection,
//! 002 "Simultaneously, all players select 3 of the hidden keshis"; the
//! setup: arranging the storage keshis, turning the audience disc, the
//! special building, 003's "Kombination aus 3 Versorgungs-Plättchen", and
//! 002's "decides which will be active for the first season"; the provision
//! tile "still face down" that each player "flips" after a season), every
//! other seat's view, legal actions, the events and a world drawn behind
//! that seat's view (`determinize`) are the same whatever the first of them
//! chose.

use marrakesh_engine::*;
use std::collections::BTreeSet;

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for players in [2u8, 3, 4] {
        for (edition, modules) in [
            (Edition::Classic, Modules::default()),
            (Edition::Classic, Modules::ALL),
            (Edition::Essential, Modules::ALL),
        ] {
            out.push(Setup {
                players,
                edition,
                modules,
                seed: 4000 + out.len() as u64,
                ..Setup::default()
            });
        }
    }
    out.push(Setup {
        modules: Modules::ALL.for_solo(),
        ..Setup::solo(
            Solo {
                opponent: Opponent::Paschabot,
                difficulty: Difficulty::default(),
            },
            4100,
        )
    });
    out
}

/// The name of a decision without its payload ("ActivateProvisionTile").
fn kind(d: &Decision) -> String {
    let s = format!("{d:?}");
    s.split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Everything a viewer can know of the game: its view, its legal actions
/// and a world drawn behind its view (all as JSON but the actions).
type Seen = (String, Vec<Action>, String);

/// Everything `viewer` can know of the game.
fn seen_by(g: &Game, viewer: Option<PlayerId>) -> Seen {
    let view = serde_json::to_string(&g.view(viewer)).expect("a view serializes");
    let legal = viewer.map(|q| g.legal_actions(q)).unwrap_or_default();
    let world =
        serde_json::to_string(g.determinize(viewer, 99).state()).expect("a state serializes");
    (view, legal, world)
}

/// At a point where several players face the same decision at once, the
/// first of them takes up to 6 different actions (not being the last to
/// decide, nothing may be revealed); returns the decision checked.
fn check(g: &Game, rng: &mut Rng, setup: &Setup) -> Option<(String, Phase)> {
    let pending = g.pending();
    let (p, d) = *pending.players.iter().find(|(p, d)| {
        pending
            .players
            .iter()
            .any(|(q, e)| q != p && kind(e) == kind(d))
    })?;
    let mut legal = g.legal_actions(p);
    if legal.len() < 2 {
        return None;
    }
    rng.shuffle(&mut legal);
    legal.truncate(6);
    let others: Vec<Option<PlayerId>> = (0..g.num_players())
        .filter(|q| *q != p)
        .map(Some)
        .chain([None])
        .collect();
    let mut first: Option<(Action, Vec<Event>, Vec<Seen>)> = None;
    for a in legal {
        let mut g2 = g.clone();
        let events = g2.apply(p, a).expect("a listed action applies");
        let seen: Vec<_> = others.iter().map(|v| seen_by(&g2, *v)).collect();
        match &first {
            None => first = Some((a, events, seen)),
            Some((a0, e0, s0)) => {
                assert_eq!(
                    e0, &events,
                    "the events of {d:?} depend on what player {p} chose: {a0:?} vs {a:?} ({setup:?})"
                );
                for (v, (x, y)) in others.iter().zip(s0.iter().zip(&seen)) {
                    assert!(
                        x.0 == y.0,
                        "{v:?} sees what player {p} chose at {d:?}: {a0:?} vs {a:?} ({setup:?})\n{}\n{}",
                        x.0,
                        y.0
                    );
                    assert!(
                        x.1 == y.1,
                        "the legal actions of {v:?} depend on what player {p} chose at {d:?} ({setup:?})"
                    );
                    assert!(
                        x.2 == y.2,
                        "a world drawn behind the view of {v:?} depends on what player {p} chose at \
                         {d:?}: {a0:?} vs {a:?} ({setup:?})"
                    );
                }
            }
        }
    }
    Some((kind(&d), g.state().phase))
}

#[test]
fn another_seat_learns_nothing_of_a_choice_made_at_once_until_the_last_has_chosen() {
    let mut covered: BTreeSet<(String, String)> = BTreeSet::new();
    for setup in setups() {
        let mut rng = Rng::new(setup.seed ^ 0x5EC2E7);
        let mut g = Game::new(setup).expect("the setup is valid");
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            assert!(steps < 20_000, "the game ends ({setup:?})");
            if let Some((d, phase)) = check(&g, &mut rng, &setup) {
                covered.insert((d, format!("{phase:?}")));
            }
            let pending = g.pending();
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, a).expect("a listed action applies");
        }
    }
    let covered: Vec<String> = covered
        .iter()
        .map(|(d, ph)| format!("{d} in {ph}"))
        .collect();
    for expected in [
        "SelectKeshis in Selection",
        "ArrangeStorageKeshis in Setup",
        "OrientAudienceDisc in Setup",
        "ChooseBuilding in Setup",
        "ChooseProvisionTiles in Setup",
        "ActivateProvisionTile in Setup",
        "ActivateProvisionTile in ProvisionReveal",
    ] {
        assert!(
            covered.iter().any(|c| c == expected),
            "no game checked {expected}: {covered:?}"
        );
    }
    // Every decision taken at once is one of those above.
    assert!(
        covered.len() == 7,
        "a decision taken at once that this test does not name: {covered:?}"
    );
}

/// 002 setup: the tile chosen to be active for the first season stays face
/// down until every player has chosen, then all turn at once; the owner
/// sees it all along.
#[test]
fn the_chosen_provision_tiles_turn_face_up_together() {
    let mut g = Game::new(Setup {
        players: 3,
        seed: 7,
        ..Setup::default()
    })
    .unwrap();
    // Everybody's storage and disc first.
    for p in 0..3 {
        while let Some(d) = g.decision_for(p) {
            if matches!(d, Decision::ActivateProvisionTile) {
                break;
            }
            let a = g.legal_actions(p)[0];
            g.apply(p, a).unwrap();
        }
    }
    let face_up = |g: &Game, viewer: PlayerId, owner: PlayerId| {
        g.view(Some(viewer)).players[owner as usize]
            .provision
            .iter()
            .filter(|v| matches!(v, ProvisionView::Active { .. }))
            .count()
    };
    let events = g.apply(0, Action::ActivateProvision { slot: 1 }).unwrap();
    assert_eq!(events, vec![Event::ProvisionChosen { player: 0 }]);
    assert_eq!(
        face_up(&g, 1, 0),
        0,
        "seat 1 does not see seat 0's tile yet"
    );
    assert_eq!(face_up(&g, 0, 0), 0, "nor does its owner see it face up");
    g.apply(1, Action::ActivateProvision { slot: 0 }).unwrap();
    assert_eq!(face_up(&g, 2, 0) + face_up(&g, 2, 1), 0);
    let events = g.apply(2, Action::ActivateProvision { slot: 2 }).unwrap();
    let turned: Vec<PlayerId> = events
        .iter()
        .filter_map(|e| match e {
            Event::ProvisionActivated { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(
        turned.len(),
        3,
        "all three turn with the last choice: {events:?}"
    );
    for viewer in 0..3 {
        for owner in 0..3 {
            assert_eq!(face_up(&g, viewer, owner), 1);
        }
    }
    let st = g.state();
    assert!(st.players[0].provision[1].active);
    assert!(st.players[1].provision[0].active);
    assert!(st.players[2].provision[2].active);
}
