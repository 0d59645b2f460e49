//! Indistinguishability (online-play.md (c), property 1): two full games
//! that share an audience's view give that audience the same bytes. For
//! each audience (every seat, the spectators) and 4 seeds, the game and a
//! world drawn behind the audience's view (`determinize`, with the undo
//! decision made anew when the audience may take back the last action)
//! must give byte-equal `full` payloads (view, legal actions and their
//! texts, undo flag, log), byte-equal `legal` answers, and the same answer
//! (byte-equal error) to actions the seat may not make. Anything that
//! varies with what the audience cannot see would be a leak.

use marrakesh_engine::{
    Action, Difficulty, Edition, Game, Modules, Opponent, PlayerId, Rng, Setup, Solo,
};
use marrakesh_server::live::{Audience, Live};
use marrakesh_server::seats::Controller;
use marrakesh_server::store::{SeatKind, StoredSeat};

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for (i, players) in [2u8, 3, 4].into_iter().enumerate() {
        for modules in [Modules::default(), Modules::ALL] {
            out.push(Setup {
                players,
                seed: 7000 + 10 * i as u64 + out.len() as u64,
                modules,
                ..Setup::default()
            });
        }
    }
    out.push(Setup {
        players: 3,
        edition: Edition::Essential,
        seed: 7101,
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
                7200 + k as u64,
            )
        });
    }
    out
}

/// Every seat human (so every seat's undo flag is decided), except the
/// Paschabot's in a solo game.
fn seats(setup: &Setup) -> Vec<StoredSeat> {
    (0..setup.players)
        .map(|i| {
            let who = if setup.solo.is_some() && i == 1 {
                Controller::Paschabot
            } else {
                Controller::Human
            };
            StoredSeat {
                seat: i,
                kind: SeatKind::of(who),
                token_sha256: None,
                controller: who,
                claimed: true,
                away_since: None,
                name: None,
            }
        })
        .collect()
}

/// Actions to try in `seat`'s name: every seat's legal actions in both
/// games (another seat's are mostly illegal for this one), sampled.
fn candidates(a: &Game, b: &Game, rng: &mut Rng) -> Vec<Action> {
    let mut all: Vec<Action> = Vec::new();
    for g in [a, b] {
        for p in 0..g.num_players() {
            all.extend(g.legal_actions(p));
        }
    }
    all.sort_by_key(|x| format!("{x:?}"));
    all.dedup();
    (0..12.min(all.len()))
        .map(|_| all[rng.below(all.len() as u32) as usize])
        .collect()
}

fn answer(live: &Live, seat: PlayerId, a: Action) -> String {
    match live.try_act(seat, a) {
        Ok(_) => "ok".into(),
        Err(e) => e.frame(Some(1)),
    }
}

/// Checks every audience of `live` against 4 worlds; returns the number
/// of worlds compared.
fn check(live: &Live, rng: &mut Rng, what: &str) -> usize {
    let crowd = marrakesh_server::protocol::Crowd::default();
    let n = live.players();
    let mut compared = 0;
    for aud in (0..n).map(Audience::Seat).chain([Audience::Spectators]) {
        // Texts are made per connection: each audience in a language of
        // its own (drawn), so every language's texts are checked.
        let lang = marrakesh_describe::Lang::ALL[rng.below(3) as usize];
        let full = live.full(aud, lang, &crowd);
        for s in 0..4u64 {
            let seed = rng.below(u32::MAX) as u64 * 4 + s;
            let Some(world) = live.in_world(aud.viewer(), seed) else {
                panic!(
                    "{what}: {aud:?} may take back the last action, but a world behind its view before it shows something else after it"
                );
            };
            assert_eq!(
                full,
                world.full(aud, lang, &crowd),
                "{what}: the full payload of {aud:?} depends on what it cannot see"
            );
            if let Audience::Seat(p) = aud {
                assert_eq!(
                    live.legal_json(p, lang),
                    world.legal_json(p, lang),
                    "{what}: seat {p}'s legal answer depends on what it cannot see"
                );
                for a in candidates(&live.game, &world.game, rng) {
                    assert_eq!(
                        answer(live, p, a),
                        answer(&world, p, a),
                        "{what}: the answer to {a:?} by seat {p} depends on what it cannot see"
                    );
                }
            }
            compared += 1;
        }
    }
    compared
}

#[test]
fn every_audience_gets_the_same_bytes_in_every_world_behind_its_view() {
    let mut rng = Rng::new(23);
    let mut compared = 0;
    let mut undo_worlds = 0;
    for setup in setups() {
        let mut live = Live::new("g".into(), setup, seats(&setup)).unwrap();
        let mut step = 0u32;
        while !live.game.is_over() {
            let pending = live.game.pending();
            let (p, _) = pending.players[rng.below(pending.players.len() as u32) as usize];
            let legal = live.game.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            let (next, events) = live.try_act(p, a).unwrap();
            live.commit_act(p, a, false, next, events, 0);
            step += 1;
            // Sometimes take it back, as a seat may.
            if rng.below(6) == 0 && live.can_undo(p) {
                let before = live.undo_check(p).unwrap();
                live.commit_undo(p, 1, before, 0);
            }
            // Every few actions, more often while seats choose at once and
            // in secret.
            let secret = live.game.pending().players.len() > 1;
            if step.is_multiple_of(17) || (secret && step.is_multiple_of(3)) {
                undo_worlds += (0..live.players()).filter(|q| live.can_undo(*q)).count();
                compared += check(&live, &mut rng, &format!("{setup:?} step {step}"));
            }
            assert!(step < 10_000, "the game does not end");
        }
        compared += check(&live, &mut rng, &format!("{setup:?} at the end"));
    }
    eprintln!("{compared} worlds compared, {undo_worlds} with undo available");
    assert!(
        compared > 2000 && undo_worlds > 50,
        "{compared} worlds compared, {undo_worlds} with undo available"
    );
}
